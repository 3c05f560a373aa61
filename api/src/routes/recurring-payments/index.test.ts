import { describe, expect, it } from 'vitest';
import { currentBillingMonth, addMonths, DEFAULT_BILLING_CYCLE } from '@kaspit/domain';
import { withSignedInApp, type Person, type TestApp } from '../../test-support/app.js';
import { call, errorPaths } from '../../test-support/http.js';

let t: TestApp;
let dana: Person;
withSignedInApp(['dana'], (app, people) => ([t, [dana]] = [app, people as [Person]]));

type Payment = {
  id: string;
  amount: number;
  isActive: boolean;
  endDate: string | null;
  amountHistory: { effectiveFrom: string; amount: number; reason?: string }[];
};
const thisMonth = currentBillingMonth(DEFAULT_BILLING_CYCLE);
const start = `${addMonths(thisMonth, -6)}-05`;
const netflix = { name: 'נטפליקס', amount: 54.9, category: 'מנויים', frequency: 'monthly', startDate: start };

const create = async (data: object) =>
  (
    await call<{ recurringPayment: Payment }>(t, 'POST', '/api/recurring-payments', dana.auth, {
      recurringPaymentData: data,
    })
  ).body.data.recurringPayment;

describe('recurring payments', () => {
  it('creates an active payment with its first amount in the history, and lists it in the months it occurs', async () => {
    const payment = await create(netflix);
    expect(payment).toMatchObject({ isActive: true, amount: 54.9, endDate: null });
    expect(payment.amountHistory).toEqual([
      expect.objectContaining({ effectiveFrom: addMonths(thisMonth, -6), amount: 54.9 }),
    ]);
    const quarterly = await create({ ...netflix, name: 'ביטוח', category: 'ביטוח', frequency: 'quarterly' });
    const inMonth = async (month: string) =>
      (
        await call<{ recurringPayments: Payment[] }>(
          t,
          'GET',
          `/api/recurring-payments?month=${month}`,
          dana.auth,
        )
      ).body.data.recurringPayments.map((p) => p.id);
    expect((await inMonth(addMonths(thisMonth, -3))).sort()).toEqual([payment.id, quarterly.id].sort());
    expect(await inMonth(addMonths(thisMonth, -2))).toEqual([payment.id]);
    expect(await inMonth(addMonths(thisMonth, -7))).toEqual([]);
    for (const p of [payment, quarterly])
      await call(t, 'DELETE', `/api/recurring-payments/${p.id}`, dana.auth);
  });

  it('changes the amount from this month on and reports the affected months', async () => {
    const payment = await create(netflix);
    const res = await call<{ recurringPayment: Payment; affectedMonths: string[] }>(
      t,
      'PATCH',
      `/api/recurring-payments/${payment.id}/amount`,
      dana.auth,
      { newAmount: 59.9, scope: 'future', reason: 'העלאת מחיר' },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.recurringPayment.amount).toBe(59.9);
    expect(res.body.data.recurringPayment.amountHistory.map((e) => [e.effectiveFrom, e.amount])).toEqual([
      [addMonths(thisMonth, -6), 54.9],
      [thisMonth, 59.9],
    ]);
    expect(res.body.data.affectedMonths).toEqual(
      Array.from({ length: 12 }, (_, i) => addMonths(thisMonth, i)),
    );
    const all = await call<{ affectedMonths: string[] }>(
      t,
      'PATCH',
      `/api/recurring-payments/${payment.id}/amount`,
      dana.auth,
      { newAmount: 50, scope: 'all' },
    );
    expect(all.body.data.affectedMonths).toEqual(
      Array.from({ length: 7 }, (_, i) => addMonths(thisMonth, i - 6)),
    );
    const bad = await call(t, 'PATCH', `/api/recurring-payments/${payment.id}/amount`, dana.auth, {
      newAmount: 50,
      scope: 'past',
    });
    expect(bad.status).toBe(400);
    await call(t, 'DELETE', `/api/recurring-payments/${payment.id}`, dana.auth);
  });

  it('changes the amount from a given billing month, and says which field is wrong when the month is', async () => {
    const payment = await create(netflix);
    const from = addMonths(thisMonth, 2);
    const res = await call<{ recurringPayment: Payment; affectedMonths: string[] }>(
      t,
      'PATCH',
      `/api/recurring-payments/${payment.id}/amount`,
      dana.auth,
      { newAmount: 64.9, scope: 'from', effectiveFrom: from },
    );
    expect(res.status).toBe(200);
    // Today's price is still the old one; the new one is in the history from the month given.
    expect(res.body.data.recurringPayment.amount).toBe(54.9);
    expect(res.body.data.recurringPayment.amountHistory.map((e) => [e.effectiveFrom, e.amount])).toEqual([
      [addMonths(thisMonth, -6), 54.9],
      [from, 64.9],
    ]);
    expect(res.body.data.affectedMonths[0]).toBe(from);
    expect(res.body.data.affectedMonths).toHaveLength(12);

    for (const body of [
      { newAmount: 70, scope: 'from' },
      { newAmount: 70, scope: 'from', effectiveFrom: '2026-13' },
      { newAmount: 70, scope: 'future', effectiveFrom: from },
    ]) {
      const bad = await call(t, 'PATCH', `/api/recurring-payments/${payment.id}/amount`, dana.auth, body);
      expect(bad.status).toBe(400);
      expect(errorPaths(bad.body)).toEqual(['effectiveFrom']);
    }
    // Nothing changed by the refused requests.
    const after = await call<{ recurringPayments: Payment[] }>(
      t,
      'GET',
      '/api/recurring-payments',
      dana.auth,
    );
    expect(after.body.data.recurringPayments.find((p) => p.id === payment.id)?.amountHistory).toHaveLength(2);
    await call(t, 'DELETE', `/api/recurring-payments/${payment.id}`, dana.auth);
  });

  it('pauses without touching a planned end date, resumes keeping it, and stops from a given end date', async () => {
    const planned = `${addMonths(thisMonth, 8)}-05`;
    const payment = await create({ ...netflix, endDate: planned });
    const occursIn = async (month: string) =>
      (
        await call<{ recurringPayments: Payment[] }>(
          t,
          'GET',
          `/api/recurring-payments?month=${month}`,
          dana.auth,
        )
      ).body.data.recurringPayments.some((p) => p.id === payment.id);
    const off = await call<{ recurringPayment: Payment & { skips: unknown[] } }>(
      t,
      'PATCH',
      `/api/recurring-payments/${payment.id}/status`,
      dana.auth,
      { isActive: false },
    );
    expect(off.body.data.recurringPayment).toMatchObject({ isActive: false, endDate: planned });
    expect(off.body.data.recurringPayment.skips).toHaveLength(1);
    // Paused: the past still counts, the months ahead are skipped.
    expect(await occursIn(addMonths(thisMonth, -2))).toBe(true);
    expect(await occursIn(addMonths(thisMonth, 2))).toBe(false);
    const on = await call<{ recurringPayment: Payment }>(
      t,
      'PATCH',
      `/api/recurring-payments/${payment.id}/status`,
      dana.auth,
      { isActive: true },
    );
    expect(on.body.data.recurringPayment).toMatchObject({ isActive: true, endDate: planned });
    expect(await occursIn(addMonths(thisMonth, 2))).toBe(true);
    expect(await occursIn(addMonths(thisMonth, 9))).toBe(false);
    const stopped = await call<{ recurringPayment: Payment }>(
      t,
      'PATCH',
      `/api/recurring-payments/${payment.id}`,
      dana.auth,
      {
        isActive: false,
        endDate: `${addMonths(thisMonth, -1)}-20`,
      },
    );
    expect(stopped.body.data.recurringPayment).toMatchObject({
      isActive: false,
      endDate: `${addMonths(thisMonth, -1)}-20`,
    });
    const early = await call(t, 'PATCH', `/api/recurring-payments/${payment.id}`, dana.auth, {
      isActive: false,
      endDate: '2000-01-01',
    });
    expect(early.status).toBe(400);
    expect(
      (
        await call(t, 'PATCH', `/api/recurring-payments/${crypto.randomUUID()}/status`, dana.auth, {
          isActive: true,
        })
      ).status,
    ).toBe(404);
    // A stopped payment started again runs with no end.
    const restarted = await call<{ recurringPayment: Payment }>(
      t,
      'PATCH',
      `/api/recurring-payments/${payment.id}/status`,
      dana.auth,
      { isActive: true },
    );
    expect(restarted.body.data.recurringPayment).toMatchObject({ isActive: true, endDate: null });
    const deleted = await call(t, 'DELETE', `/api/recurring-payments/${payment.id}`, dana.auth);
    expect(deleted.body).toMatchObject({ isSuccess: true });
  });

  it('skips one month only, and charges it again on undo; a bad month is refused and changes nothing', async () => {
    const payment = await create(netflix);
    const month = addMonths(thisMonth, -1);
    const listed = async (m: string) =>
      (
        await call<{ recurringPayments: Payment[] }>(
          t,
          'GET',
          `/api/recurring-payments?month=${m}`,
          dana.auth,
        )
      ).body.data.recurringPayments.some((p) => p.id === payment.id);
    const skip = (body: object) =>
      call(t, 'PATCH', `/api/recurring-payments/${payment.id}/skip`, dana.auth, body);
    expect((await skip({ month })).status).toBe(200);
    expect(await listed(month)).toBe(false);
    expect(await listed(addMonths(month, -1))).toBe(true);
    expect(await listed(thisMonth)).toBe(true);
    const bad = await skip({ month: '2026-13' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ isSuccess: false });
    expect((await skip({ month, skipped: false })).status).toBe(200);
    expect(await listed(month)).toBe(true);
    await call(t, 'DELETE', `/api/recurring-payments/${payment.id}`, dana.auth);
  });

  it('restores a deleted payment with the prices it had (undo sends its whole amount history back)', async () => {
    const payment = await create(netflix);
    const changed = await call<{ recurringPayment: Payment }>(
      t,
      'PATCH',
      `/api/recurring-payments/${payment.id}/amount`,
      dana.auth,
      { newAmount: 59.9, scope: 'future', reason: 'העלאת מחיר' },
    );
    const { amountHistory, ...fields } = changed.body.data.recurringPayment as Payment &
      Record<string, unknown>;
    await call(t, 'DELETE', `/api/recurring-payments/${payment.id}`, dana.auth);
    const { createdAt: _c, updatedAt: _u, ...restorable } = fields;
    void [_c, _u];
    const restored = await create({ ...restorable, amountHistory });
    expect(restored.id).toBe(payment.id);
    expect(restored.amountHistory).toEqual(amountHistory);
    const recurringIn = async (month: string) =>
      (
        await call<{ statistics: { totals: { recurring: number } } }>(
          t,
          'GET',
          `/api/statistics?userId=${dana.user.id}&month=${month}`,
          dana.auth,
        )
      ).body.data.statistics.totals.recurring;
    expect(await recurringIn(addMonths(thisMonth, -2))).toBe(54.9);
    expect(await recurringIn(thisMonth)).toBe(59.9);
    await call(t, 'DELETE', `/api/recurring-payments/${payment.id}`, dana.auth);
  });

  it('refuses an amount history out of order or ending at another price, and stores nothing', async () => {
    const entry = (effectiveFrom: string, amount: number) => ({
      effectiveFrom,
      amount,
      changedAt: new Date().toISOString(),
    });
    const bad = [
      [entry(thisMonth, 54.9), entry(addMonths(thisMonth, -6), 54.9)],
      [entry(addMonths(thisMonth, -6), 54.9), entry(thisMonth, 60)],
      [],
    ];
    for (const amountHistory of bad) {
      const res = await call(t, 'POST', '/api/recurring-payments', dana.auth, {
        recurringPaymentData: { ...netflix, amountHistory },
      });
      expect(res.status).toBe(400);
      expect(errorPaths(res.body)).toEqual(['recurringPaymentData.amountHistory']);
    }
    const listed = await call<{ recurringPayments: Payment[] }>(
      t,
      'GET',
      '/api/recurring-payments',
      dana.auth,
    );
    expect(listed.body.data.recurringPayments).toEqual([]);
  });
});
