import { describe, expect, it } from 'vitest';
import { signIn, type TestApp, withSignedInApp } from '../../test-support/app.js';
import { call, stored, userUrl, type Person } from '../../test-support/user-settings.js';

let t: TestApp;
let dana: Person;
let yossi: Person;
withSignedInApp(['dana', 'yossi'], (app, people) => ([t, [dana, yossi]] = [app, people as [Person, Person]]));

const cycle = { startDay: 1, endDay: 31, endMonth: 0 };
/** Every settings route with a body it would accept, so only the caller decides the outcome. */
const ROUTES: [method: string, path: string, body?: unknown][] = [
  ['PATCH', 'payments-methods', { paymentMethodName: 'פייבוקס' }],
  ['DELETE', `payments-methods/${encodeURIComponent('מזומן')}`],
  ['PATCH', `payments-methods/${encodeURIComponent('ביט')}/name`, { newName: 'Bit' }],
  ['GET', 'categories'],
  ['PATCH', 'categories', { categoryName: 'חיות מחמד', budgetAmount: 100 }],
  ['DELETE', `categories/${encodeURIComponent('פנאי')}`],
  ['PATCH', `categories/${encodeURIComponent('מתנות')}/name`, { newName: 'מתנות ואירועים' }],
  ['GET', 'budgets'],
  ['PATCH', 'budgets', { categoryName: 'פנאי', budgetAmount: 250 }],
  ['GET', 'bank-account-balance'],
  ['GET', 'bank-account-balance?month=2026-01'],
  ['PATCH', 'bank-account-balance', { month: '2026-01', amount: 100, billingCyclePeriod: cycle }],
  ['POST', 'bank-account-balance'],
  ['PATCH', 'ai-subscription', { enabled: true }],
  ['PATCH', 'cookies-consent', { cookiesConsent: { functional: true, analytics: false } }],
];

describe('who may call the settings routes', () => {
  it('answers 401 without a bearer token, or with a bad one', async () => {
    const before = await stored(t, dana);
    for (const [method, path, body] of ROUTES) {
      const anonymous = await call(t, method, userUrl(dana, path), undefined, body);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body.isSuccess).toBe(false);
      const forged = { ...dana, auth: { authorization: 'Bearer not-a-token' } };
      expect((await call(t, method, userUrl(dana, path), forged, body)).status).toBe(401);
    }
    expect(await stored(t, dana)).toEqual(before);
  });

  it("answers 403 for another user's id and changes nothing of theirs", async () => {
    const before = await stored(t, yossi);
    for (const [method, path, body] of ROUTES) {
      const reply = await call(t, method, userUrl(yossi, path), dana, body);
      expect(reply.status, `${method} ${path}`).toBe(403);
      expect(reply.body).toMatchObject({ isSuccess: false, message: 'Forbidden' });
    }
    expect(await stored(t, yossi)).toEqual(before);
  });

  it('answers 404 when the caller no longer has a user record', async () => {
    const gone = await signIn(t, 'gone@example.com', 'עוזב');
    await t.db.collection('users').deleteOne({ id: gone.user.id });
    for (const [method, path, body] of ROUTES) {
      const reply = await call(t, method, userUrl(gone, path), gone, body);
      expect(reply.status, `${method} ${path}`).toBe(404);
      expect(reply.body).toMatchObject({ isSuccess: false, message: 'User not found' });
    }
    expect(await t.db.collection('users').countDocuments({ id: gone.user.id })).toBe(0);
  });
});
