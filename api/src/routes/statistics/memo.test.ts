import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, currentBillingMonth } from '@kaspit/domain';
import { recordsRepository } from '../../services/records/repository.js';
import { withSignedInApp, type Person, type TestApp } from '../../test-support/app.js';
import { call } from '../../test-support/http.js';
import type { OutcomeDoc } from '../../services/records/kinds/outcomes.js';
import { monthStatistics } from './compute.js';

let t: TestApp;
let dana: Person;
withSignedInApp(['dana'], (app, people) => ([t, [dana]] = [app, people as [Person]]));

/** A date in the last three calendar months, `back` months before this one, on `day` (kept ≤ 28). */
function recentDate(back: number, day: number): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1 + (day % 28)));
  return d.toISOString().slice(0, 10);
}

const amount = fc.integer({ min: 1, max: 99_999 }).map((a) => a / 100);
/** A plan of 3 installments costs at least one agora each. */
const planPrice = fc.integer({ min: 3, max: 99_999 }).map((a) => a / 100);
const when = fc.record({ back: fc.integer({ min: 0, max: 2 }), day: fc.nat(27) });
const pick = fc.nat(1000);

const createOutcome = (installments: boolean) =>
  fc.record({
    kind: fc.constant('create outcome' as const),
    when,
    amount: installments ? planPrice : amount,
    pick,
    installments: fc.constant(installments),
  });

/** Every kind of write that can change a month's statistics. */
const write = fc.oneof(
  createOutcome(false),
  createOutcome(true),
  fc.record({ kind: fc.constant('update outcome' as const), when, amount, pick }),
  fc.record({ kind: fc.constant('delete outcome' as const), pick }),
  fc.record({ kind: fc.constant('create income' as const), when, amount }),
  fc.record({ kind: fc.constant('delete income' as const), pick }),
  fc.record({ kind: fc.constant('rename category' as const), pick }),
  fc.record({ kind: fc.constant('budget' as const), pick, amount }),
  fc.record({ kind: fc.constant('billing cycle' as const), split: fc.boolean() }),
  fc.record({ kind: fc.constant('create recurring' as const), when, amount, pick }),
  fc.record({
    kind: fc.constant('recurring amount' as const),
    pick,
    amount,
    scope: fc.constantFrom('future', 'all'),
  }),
);
type Write = typeof write extends fc.Arbitrary<infer W> ? W : never;

let renames = 0;

async function listOf<T>(path: string, key: string): Promise<T[]> {
  return (await call<Record<string, T[]>>(t, 'GET', path, dana.auth)).body.data[key]!;
}

async function apply(w: Write): Promise<void> {
  const user = (await t.services.users.findById(dana.user.id))!;
  const category = user.categories[('pick' in w ? w.pick : 0) % user.categories.length]!.categoryName;
  const outcomes = () => listOf<{ id: string }>('/api/outcomes', 'outcomes');
  const at = <T>(list: T[], n: number) => list[n % list.length];
  let status = 200;
  switch (w.kind) {
    case 'create outcome':
    case 'update outcome': {
      const target = w.kind === 'update outcome' ? at(await outcomes(), w.pick) : undefined;
      if (w.kind === 'update outcome' && !target) return;
      const outcomeData = {
        date: recentDate(w.when.back, w.when.day),
        amount: w.amount,
        category,
        description: 'קנייה',
        ...('installments' in w && w.installments ? { installments: { total: 3 } } : {}),
      };
      status = target
        ? (await call(t, 'PUT', `/api/outcomes/${target.id}`, dana.auth, { outcomeData })).status
        : (await call(t, 'POST', '/api/outcomes', dana.auth, { outcomeData })).status;
      break;
    }
    case 'delete outcome': {
      const target = at(await outcomes(), w.pick);
      if (target) status = (await call(t, 'DELETE', `/api/outcomes/${target.id}`, dana.auth)).status;
      break;
    }
    case 'create income':
      status = (
        await call(t, 'POST', '/api/incomes', dana.auth, {
          incomeData: { date: recentDate(w.when.back, w.when.day), amount: w.amount, source: 'משכורת' },
        })
      ).status;
      break;
    case 'delete income': {
      const target = at(await listOf<{ id: string }>('/api/incomes', 'incomes'), w.pick);
      if (target) status = (await call(t, 'DELETE', `/api/incomes/${target.id}`, dana.auth)).status;
      break;
    }
    case 'rename category':
      renames += 1;
      status = (
        await call(
          t,
          'PATCH',
          `/api/users/${dana.user.id}/categories/${encodeURIComponent(category)}/name`,
          dana.auth,
          { newName: `קטגוריה ${renames}` },
        )
      ).status;
      break;
    case 'budget':
      status = (
        await call(t, 'PATCH', `/api/users/${dana.user.id}/budgets`, dana.auth, {
          categoryName: category,
          budgetAmount: w.amount,
        })
      ).status;
      break;
    case 'billing cycle':
      status = (
        await call(t, 'PATCH', `/api/users/${dana.user.id}/profile`, dana.auth, {
          billingCyclePeriod: w.split
            ? { startDay: 10, endDay: 9, endMonth: 1 }
            : { startDay: 1, endDay: 31, endMonth: 0 },
        })
      ).status;
      break;
    case 'create recurring':
      status = (
        await call(t, 'POST', '/api/recurring-payments', dana.auth, {
          recurringPaymentData: {
            name: 'חשמל',
            amount: w.amount,
            category,
            frequency: 'monthly',
            startDate: recentDate(w.when.back + 3, w.when.day),
          },
        })
      ).status;
      break;
    case 'recurring amount': {
      const target = at(await listOf<{ id: string }>('/api/recurring-payments', 'recurringPayments'), w.pick);
      if (target)
        status = (
          await call(t, 'PATCH', `/api/recurring-payments/${target.id}/amount`, dana.auth, {
            newAmount: w.amount,
            scope: w.scope,
          })
        ).status;
      break;
    }
  }
  expect([200, 201], `${w.kind} answered ${status}`).toContain(status);
}

/**
 * Statistics, page totals and page rows as the API answers them (memoised, kept replies) must equal a fresh
 * computation from the store.
 */
async function expectFresh(): Promise<void> {
  const user = (await t.services.users.findById(dana.user.id))!;
  const current = currentBillingMonth(user.billingCyclePeriod);
  for (const month of [current, addMonths(current, -1)]) {
    const reply = await call<{ statistics: unknown }>(t, 'GET', `/api/statistics?month=${month}`, dana.auth);
    expect(reply.body.data.statistics).toEqual(
      JSON.parse(JSON.stringify(await monthStatistics(t.db, user, month))),
    );
    const page = await call<{ totals: { count: number; amount: number } }>(
      t,
      'GET',
      `/api/outcomes?month=${month}&limit=1`,
      dana.auth,
    );
    const { count, agorot } = await recordsRepository<OutcomeDoc>(t.db, 'outcomes', 'date').totals(
      user.id,
      (reply.body.data.statistics as { period: { from: string; to: string } }).period,
    );
    expect(page.body.data.totals).toEqual({ count, amount: agorot / 100 });
    // The month's rows as the (kept) page answers them, against the store's.
    const period = (reply.body.data.statistics as { period: { from: string; to: string } }).period;
    const rows = await call<{ outcomes: { id: string; category: string; amount: number }[] }>(
      t,
      'GET',
      `/api/outcomes?month=${month}&limit=500`,
      dana.auth,
    );
    const stored = await recordsRepository<OutcomeDoc>(t.db, 'outcomes', 'date').list(user.id, period);
    const shape = (list: { id: string; category: string; amount: number }[]) =>
      list
        .map(({ id, category, amount }) => ({ id, category, amount }))
        .sort((a, b) => a.id.localeCompare(b.id));
    expect(shape(rows.body.data.outcomes)).toEqual(
      shape(stored.map((d) => ({ id: d.id, category: d.category, amount: d.amountAgorot / 100 }))),
    );
  }
}

describe('memoised statistics, totals and kept pages', () => {
  it('equal a full recomputation after every kind of write', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 8 }), async (writes) => {
        // Read first, so every write below lands on figures already memoised.
        await expectFresh();
        for (const w of writes) {
          await apply(w);
          await expectFresh();
        }
      }),
      // Each run is a few dozen requests through the whole app: about half a second each on an idle machine.
      { numRuns: 12, interruptAfterTimeLimit: 60_000 },
    );
  }, 120_000);
});
