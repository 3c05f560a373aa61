import { describe, expect, it } from 'vitest';
import { type TestApp, withSignedInApp } from '../../test-support/app.js';
import {
  call,
  expectValidationFailure,
  stored,
  userUrl,
  type Person,
} from '../../test-support/user-settings.js';

let t: TestApp;
let dana: Person;
withSignedInApp(['dana'], (app, people) => ([t, [dana]] = [app, people as [Person]]));

const names = async () => (await stored(t, dana)).paymentMethods.map((m) => m.paymentMethodName);
const add = (body: unknown) => call(t, 'PATCH', userUrl(dana, 'payments-methods'), dana, body);
const remove = (name: string) =>
  call(t, 'DELETE', userUrl(dana, `payments-methods/${encodeURIComponent(name)}`), dana);

describe('PATCH /users/{userId}/payments-methods', () => {
  it('adds a trimmed name and replies with the whole user and the list', async () => {
    const reply = await add({ paymentMethodName: '  Visa  Gold ' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ isSuccess: true, message: 'Payment method added' });
    const data = reply.body.data as {
      userData: { id: string; issuer?: string; paymentMethods: unknown[] };
      paymentMethods: { paymentMethodName: string }[];
    };
    expect(data.userData.id).toBe(dana.user.id);
    expect(data.userData).not.toHaveProperty('issuer');
    expect(data.paymentMethods.at(-1)).toEqual({ paymentMethodName: 'Visa  Gold' });
    expect(data.userData.paymentMethods).toEqual(data.paymentMethods);
    expect(await names()).toEqual(['מזומן', 'כרטיס אשראי', 'העברה בנקאית', 'ביט', 'Visa  Gold']);
  });

  it('answers 409 for a name that differs only in case or spacing, and keeps one', async () => {
    for (const duplicate of ['visa gold', ' VISA   GOLD', 'ביט', ' ביט ']) {
      const reply = await add({ paymentMethodName: duplicate });
      expect(reply.status, duplicate).toBe(409);
      expect(reply.body).toMatchObject({ isSuccess: false, message: 'Payment method already exists' });
    }
    expect((await names()).filter((n) => n.toLowerCase().includes('visa'))).toHaveLength(1);
  });

  it('adds exactly one of several concurrent spellings of the same new name', async () => {
    const spellings = ['PayBox', 'paybox', 'PAYBOX', ' Paybox ', 'payBox', 'PayBOX'];
    const replies = await Promise.all(spellings.map((paymentMethodName) => add({ paymentMethodName })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await names()).filter((n) => n.toLowerCase() === 'paybox')).toHaveLength(1);
  });

  it('keeps every one of several concurrent different names', async () => {
    const fresh = ['אמקס', 'דיינרס', 'ישראכרט', 'מקס', 'לאומי קארד', 'צ׳ק'];
    const replies = await Promise.all(fresh.map((paymentMethodName) => add({ paymentMethodName })));
    expect(replies.map((r) => r.status)).toEqual(fresh.map(() => 200));
    expect(await names()).toEqual(expect.arrayContaining(fresh));
  });

  it('answers an add sent again under its key (its first answer lost) as done, not as a duplicate', async () => {
    const writeId = crypto.randomUUID();
    const first = await add({ paymentMethodName: 'פייבוקס', writeId });
    expect(first.status).toBe(200);
    const again = await add({ paymentMethodName: 'פייבוקס', writeId });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ isSuccess: true, message: 'Payment method added' });
    expect(again.body.data).toEqual(first.body.data);
    expect((await names()).filter((n) => n === 'פייבוקס')).toHaveLength(1);
    // The key is the client's bookkeeping: the user as shown never carries it.
    expect(first.body.data).not.toHaveProperty('userData.appliedWriteIds');
    // Another add of the same name (another key, or none) is still a duplicate.
    expect((await add({ paymentMethodName: 'פייבוקס', writeId: crypto.randomUUID() })).status).toBe(409);
    expect((await add({ paymentMethodName: 'פייבוקס' })).status).toBe(409);
  });

  it('rejects bad bodies with 400 and field errors, changing nothing', async () => {
    const before = await stored(t, dana);
    for (const bad of [
      {},
      { paymentMethodName: '' },
      { paymentMethodName: '   ' },
      { paymentMethodName: 'x'.repeat(61) },
      { paymentMethodName: 7 },
      { paymentMethodName: { $ne: 'x' } },
      { paymentMethodName: 'מזומן', extra: true },
      { paymentMethodName: 'מזומן', writeId: 'not-a-uuid' },
      [{ paymentMethodName: 'מזומן' }],
    ]) {
      expectValidationFailure(await add(bad), bad);
    }
    expect(await stored(t, dana)).toEqual(before);
  });
});

describe('DELETE /users/{userId}/payments-methods/{name}', () => {
  it('removes the method by name (case and spacing ignored) and leaves records that used it alone', async () => {
    await t.db
      .collection('outcomes')
      .insertOne({ userId: dana.user.id, id: 'o1', paymentMethod: 'Visa  Gold' });
    const reply = await remove('VISA GOLD');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ isSuccess: true, message: 'Payment method removed' });
    const data = reply.body.data as { paymentMethods: { paymentMethodName: string }[] };
    expect(data.paymentMethods.map((m) => m.paymentMethodName)).not.toContain('Visa  Gold');
    expect(await names()).not.toContain('Visa  Gold');
    expect(await t.db.collection('outcomes').findOne({ id: 'o1' })).toMatchObject({
      paymentMethod: 'Visa  Gold',
    });
  });

  it('removes a Hebrew name given URL-encoded', async () => {
    expect((await remove('העברה בנקאית')).status).toBe(200);
    expect(await names()).not.toContain('העברה בנקאית');
  });

  it('answers 404 for a name the user does not have, changing nothing', async () => {
    const before = await stored(t, dana);
    const reply = await remove('לא קיים');
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ isSuccess: false, message: 'Payment method not found' });
    expect(await stored(t, dana)).toEqual(before);
  });

  it('answers 400 for a name longer than 60 characters', async () => {
    expectValidationFailure(await remove('א'.repeat(61)), 'long name');
  });
});
