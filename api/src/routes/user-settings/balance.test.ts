import { describe, expect, it } from 'vitest';
import { addMonths, currentBillingMonth, todayIn } from '@kaspit/domain';
import { json, signIn, type TestApp, withSignedInApp } from '../../test-support/app.js';
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

type Entry = { month: string; amount: number; billingCyclePeriod: object };
const cycle = { startDay: 1, endDay: 31, endMonth: 0 } as const;
const url = (who: Person, query = '') => userUrl(who, `bank-account-balance${query}`);
const setBalance = (body: unknown, who = dana) => call(t, 'PATCH', url(who), who, body);
const initialise = (who: Person) => call(t, 'POST', url(who), who);

describe('PATCH and GET /users/{userId}/bank-account-balance', () => {
  it('starts with no balances', async () => {
    const all = await call(t, 'GET', url(dana), dana);
    expect(all).toMatchObject({ status: 200, body: { data: { monthlyBankAccountBalance: [] } } });
    const one = await call(t, 'GET', url(dana, '?month=2026-03'), dana);
    expect(one).toMatchObject({ status: 200, body: { data: { balance: null } } });
  });

  it('upserts one entry per month, allowing 0 and overdraft, and lists them by month', async () => {
    const first = await setBalance({ month: '2026-03', amount: 1500.25, billingCyclePeriod: cycle });
    expect(first).toMatchObject({
      status: 200,
      body: {
        isSuccess: true,
        message: 'Balance updated',
        data: { balance: { month: '2026-03', amount: 1500.25 } },
      },
    });
    const split = { startDay: 10, endDay: 9, endMonth: 1 } as const;
    await setBalance({ month: '2026-01', amount: -2500.5, billingCyclePeriod: split });
    await setBalance({ month: '2026-02', amount: 0, billingCyclePeriod: cycle });
    await setBalance({ month: '2026-03', amount: 1600, billingCyclePeriod: cycle });

    const all = await call(t, 'GET', url(dana), dana);
    expect((all.body.data as { monthlyBankAccountBalance: Entry[] }).monthlyBankAccountBalance).toEqual([
      { month: '2026-01', amount: -2500.5, billingCyclePeriod: split },
      { month: '2026-02', amount: 0, billingCyclePeriod: cycle },
      { month: '2026-03', amount: 1600, billingCyclePeriod: cycle },
    ]);
    const march = await call(t, 'GET', url(dana, '?month=2026-03'), dana);
    expect(march.body.data).toEqual({
      balance: { month: '2026-03', amount: 1600, billingCyclePeriod: cycle },
    });
  });

  it('accepts the bounds ±10,000,000 exactly', async () => {
    for (const amount of [10_000_000, -10_000_000]) {
      expect((await setBalance({ month: '2025-12', amount, billingCyclePeriod: cycle })).status).toBe(200);
    }
    expect((await stored(t, dana)).monthlyBankAccountBalance.filter((e) => e.month === '2025-12')).toEqual([
      { month: '2025-12', amount: -10_000_000, billingCyclePeriod: cycle },
    ]);
  });

  it('rejects bad bodies and queries with 400 and field errors, changing nothing', async () => {
    const before = await stored(t, dana);
    const good = { month: '2026-04', amount: 10, billingCyclePeriod: cycle };
    for (const bad of [
      {},
      { ...good, month: '2026-13' },
      { ...good, month: '2026-4' },
      { ...good, month: '2026-04-01' },
      { ...good, amount: 1.005 },
      { ...good, amount: 10_000_000.01 },
      { ...good, amount: -10_000_000.01 },
      { ...good, amount: '10' },
      { ...good, billingCyclePeriod: { startDay: 10, endDay: 20, endMonth: 1 } },
      { ...good, billingCyclePeriod: { startDay: 0, endDay: 31, endMonth: 0 } },
      { ...good, billingCyclePeriod: undefined },
      { ...good, note: 'x' },
    ]) {
      expectValidationFailure(await setBalance(bad), bad);
    }
    for (const query of ['?month=2026-13', '?month=', '?from=2026-01']) {
      expectValidationFailure(await call(t, 'GET', url(dana, query), dana), query);
    }
    expect(await stored(t, dana)).toEqual(before);
  });
});

describe('POST /users/{userId}/bank-account-balance', () => {
  const today = () => todayIn();

  it('starts the current billing month from the latest earlier month, ignoring later ones', async () => {
    const leah = await signIn(t, 'leah@example.com', 'לאה');
    const current = currentBillingMonth(cycle, today());
    await setBalance({ month: addMonths(current, -5), amount: 100, billingCyclePeriod: cycle }, leah);
    await setBalance({ month: addMonths(current, -2), amount: 700.4, billingCyclePeriod: cycle }, leah);
    await setBalance({ month: addMonths(current, 1), amount: 9999, billingCyclePeriod: cycle }, leah);

    const created = await initialise(leah);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ isSuccess: true, message: 'Balance initialised' });
    expect(created.body.data).toEqual({
      balance: { month: current, amount: 700.4, billingCyclePeriod: cycle },
    });

    // Idempotent: a second call returns the same entry, even after the earlier month changed.
    await setBalance({ month: addMonths(current, -1), amount: 5, billingCyclePeriod: cycle }, leah);
    const again = await initialise(leah);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(created.body.data);
    expect((await stored(t, leah)).monthlyBankAccountBalance.filter((e) => e.month === current)).toHaveLength(
      1,
    );
  });

  it("starts from 0 with no earlier month, by the user's own billing cycle", async () => {
    const omer = await signIn(t, 'omer@example.com', 'עומר');
    const split = { startDay: 10, endDay: 9, endMonth: 1 } as const;
    const profile = await t.app.request(userUrl(omer, 'profile'), {
      ...json({ billingCyclePeriod: split }, omer.auth),
      method: 'PATCH',
    });
    expect(profile.status).toBe(200);
    const reply = await initialise(omer);
    expect(reply.status).toBe(201);
    expect(reply.body.data).toEqual({
      balance: { month: currentBillingMonth(split, today()), amount: 0, billingCyclePeriod: split },
    });
  });

  it('creates exactly one entry when called concurrently', async () => {
    const noa = await signIn(t, 'noa@example.com', 'נועה');
    const replies = await Promise.all(Array.from({ length: 5 }, () => initialise(noa)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(replies.map((r) => JSON.stringify(r.body.data))).size).toBe(1);
    expect((await stored(t, noa)).monthlyBankAccountBalance).toHaveLength(1);
  });

  it('ignores a body (the call takes none)', async () => {
    const reply = await call(t, 'POST', url(dana), dana, { month: '1999-01', amount: 5 });
    expect(reply.status).toBe(201);
    expect((reply.body.data as { balance: Entry }).balance.month).toBe(currentBillingMonth(cycle, today()));
  });
});
