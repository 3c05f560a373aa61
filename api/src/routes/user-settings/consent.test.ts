import { describe, expect, it } from 'vitest';
import { type TestApp, withSignedInApp } from '../../test-support/app.js';
import { COOKIES_HISTORY_LIMIT } from '../../services/users/settings-repository.js';
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

type UserData = {
  aiSubscription: { enabled: boolean; updatedAt: string | null };
  cookiesSubscription: {
    essential: boolean;
    functional: boolean;
    analytics: boolean;
    updatedAt: string;
    notes?: string;
  }[];
};
const setAi = (body: unknown) => call(t, 'PATCH', userUrl(dana, 'ai-subscription'), dana, body);
const consent = (body: unknown) => call(t, 'PATCH', userUrl(dana, 'cookies-consent'), dana, body);
const userData = (reply: { body: { data?: unknown } }) =>
  (reply.body.data as { userData: UserData }).userData;

describe('PATCH /users/{userId}/ai-subscription', () => {
  it('turns the subscription on and off, stamping when', async () => {
    expect((await stored(t, dana)).aiSubscription).toEqual({ enabled: false, updatedAt: null });
    const on = await setAi({ enabled: true });
    expect(on).toMatchObject({ status: 200, body: { isSuccess: true, message: 'AI subscription updated' } });
    expect(userData(on).aiSubscription.enabled).toBe(true);
    expect(Date.parse(userData(on).aiSubscription.updatedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const off = await setAi({ enabled: false });
    expect(userData(off).aiSubscription.enabled).toBe(false);
    expect((await stored(t, dana)).aiSubscription.enabled).toBe(false);
  });

  it('rejects bad bodies with 400, changing nothing', async () => {
    const before = await stored(t, dana);
    for (const bad of [
      {},
      { enabled: 'true' },
      { enabled: 1 },
      { enabled: null },
      { enabled: true, plan: 'pro' },
    ]) {
      expectValidationFailure(await setAi(bad), bad);
    }
    expect(await stored(t, dana)).toEqual(before);
  });
});

describe('PATCH /users/{userId}/cookies-consent', () => {
  it('appends the consent with essential forced on; the last entry is the current one', async () => {
    const first = await consent({
      cookiesConsent: { functional: true, analytics: false, essential: false },
      notes: '  מהבאנר ',
    });
    expect(first).toMatchObject({
      status: 200,
      body: { isSuccess: true, message: 'Cookies consent updated' },
    });
    expect(userData(first).cookiesSubscription).toEqual([
      { essential: true, functional: true, analytics: false, notes: 'מהבאנר', updatedAt: expect.any(String) },
    ]);
    const second = await consent({ cookiesConsent: { functional: false, analytics: true }, notes: '   ' });
    const history = userData(second).cookiesSubscription;
    expect(history).toHaveLength(2);
    expect(history.at(-1)).toEqual({
      essential: true,
      functional: false,
      analytics: true,
      updatedAt: expect.any(String),
    });
  });

  it(`keeps only the latest ${COOKIES_HISTORY_LIMIT} entries`, async () => {
    const old = Array.from({ length: COOKIES_HISTORY_LIMIT }, (_, i) => ({
      essential: true,
      functional: false,
      analytics: false,
      updatedAt: new Date(2025, 0, 1 + i),
      notes: `old ${i}`,
    }));
    await t.db.collection('users').updateOne({ id: dana.user.id }, { $set: { cookiesSubscription: old } });
    await consent({ cookiesConsent: { functional: true, analytics: true }, notes: 'new 1' });
    const reply = await consent({ cookiesConsent: { functional: true, analytics: false }, notes: 'new 2' });
    const history = userData(reply).cookiesSubscription;
    expect(history).toHaveLength(COOKIES_HISTORY_LIMIT);
    expect(history[0]?.notes).toBe('old 2');
    expect(history.slice(-2).map((e) => e.notes)).toEqual(['new 1', 'new 2']);
  });

  it('rejects bad bodies with 400, changing nothing', async () => {
    const before = await stored(t, dana);
    const good = { cookiesConsent: { functional: true, analytics: true } };
    for (const bad of [
      {},
      { cookiesConsent: { functional: true } },
      { cookiesConsent: { functional: 'yes', analytics: true } },
      { cookiesConsent: { functional: true, analytics: true, marketing: true } },
      { cookiesConsent: true },
      { ...good, notes: 'x'.repeat(1001) },
      { ...good, notes: 5 },
      { ...good, userId: dana.user.id },
    ]) {
      expectValidationFailure(await consent(bad), bad);
    }
    expect(await stored(t, dana)).toEqual(before);
  });
});
