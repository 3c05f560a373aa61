import { describe, expect, it } from 'vitest';
import { type TestApp, withSignedInApp } from '../../test-support/app.js';
import { call, userUrl, type Person } from '../../test-support/user-settings.js';

let t: TestApp;
let dana: Person;
let yossi: Person;
withSignedInApp(['dana', 'yossi'], (app, people) => ([t, [dana, yossi]] = [app, people as [Person, Person]]));

const put = (who: Person, importPreferences: unknown, owner = who) =>
  call(t, 'PUT', userUrl(owner, 'import-preferences'), who, { importPreferences });

describe('PUT /users/{userId}/import-preferences', () => {
  it('remembers issuer categories and cards in the user record, in the user’s own spelling', async () => {
    const reply = await put(dana, {
      categories: [
        { from: 'מזון ומשקאות', to: 'מזון  וסופר' },
        { from: 'ביטוח.ופיננסים', to: 'ביטוח' },
        { from: 'מזון ומשקאות', to: 'מסעדות' },
      ],
      cards: [{ last4: '1234', paymentMethod: 'כרטיס אשראי' }],
    });
    expect(reply.status).toBe(200);
    const expected = {
      categories: [
        { from: 'מזון ומשקאות', to: 'מסעדות' },
        { from: 'ביטוח.ופיננסים', to: 'ביטוח' },
      ],
      cards: [{ last4: '1234', paymentMethod: 'כרטיס אשראי' }],
    };
    expect(reply.body.data?.importPreferences).toEqual(expected);
    const user = await call(t, 'GET', `/api/users/${dana.user.id}`, dana);
    expect((user.body.data?.userData as { importPreferences: unknown }).importPreferences).toEqual(expected);
  });

  it('refuses a category or payment method the user does not have, bad card digits and junk, changing nothing', async () => {
    const before = await call(t, 'GET', `/api/users/${dana.user.id}`, dana);
    const bad = [
      [{ categories: [{ from: 'x', to: 'אין כזו' }], cards: [] }, ['importPreferences.categories.0.to']],
      [
        { categories: [], cards: [{ last4: '1234', paymentMethod: 'PayPal' }] },
        ['importPreferences.cards.0.paymentMethod'],
      ],
      [
        { categories: [], cards: [{ last4: '12345', paymentMethod: 'ביט' }] },
        ['importPreferences.cards.0.last4'],
      ],
      [{ categories: [{ from: '', to: 'ביטוח' }], cards: [] }, ['importPreferences.categories.0.from']],
      [{ categories: [], cards: [], $set: 1 }, ['importPreferences']],
    ] as const;
    for (const [body, paths] of bad) {
      const reply = await put(dana, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(((reply.body.data?.errors ?? []) as { path: string }[]).map((e) => e.path)).toEqual(paths);
    }
    const after = await call(t, 'GET', `/api/users/${dana.user.id}`, dana);
    expect(after.body.data?.userData).toEqual(before.body.data?.userData);
  });

  it("cannot write another user's preferences", async () => {
    expect((await put(yossi, { categories: [], cards: [] }, dana)).status).toBe(403);
  });
});
