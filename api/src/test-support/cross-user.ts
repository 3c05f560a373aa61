import fc from 'fast-check';

/**
 * The operations of the cross-user property test (src/isolation): user A aims every data route at user B, by
 * B's record ids and by B's `userId` in the query or the path. Plain data, so fast-check can shrink a failure to
 * the shortest sequence that shows it.
 */

export const RESOURCES = ['outcomes', 'incomes', 'discounts', 'recurring-payments', 'transfers'] as const;
export type Resource = (typeof RESOURCES)[number];

/** How A states a user id: not at all (the token decides), B's, A's and B's together, or B's in other case. */
export const CLAIMS = ['none', 'b', 'a-and-b', 'b-upper'] as const;
export type Claim = (typeof CLAIMS)[number];

export type Operation =
  | {
      kind: 'record';
      resource: Resource;
      action: 'list' | 'create' | 'create-with-b-id' | 'put' | 'delete';
      claim: Claim;
      amount: number;
    }
  | { kind: 'recurring'; action: 'amount' | 'status' | 'stop'; claim: Claim; amount: number }
  | { kind: 'statistics'; claim: Claim; month: string }
  | { kind: 'search'; claim: Claim; q: string }
  | { kind: 'user'; action: 'get' | 'profile' | 'delete' | 'post'; viaQuery: boolean }
  | { kind: 'settings'; route: number; viaQuery: boolean };

const amount = fc.integer({ min: 1, max: 500_000 }).map((agorot) => agorot / 100);
const claim = fc.constantFrom(...CLAIMS);
const cycle = { startDay: 1, endDay: 31, endMonth: 0 };

/** Every `/users/:userId/...` settings route with a body it would accept, so only the caller decides. */
export const SETTINGS: [method: string, path: string, body?: unknown][] = [
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
  ['PATCH', 'bank-account-balance', { month: '2026-11', amount: 1, billingCyclePeriod: cycle }],
  ['POST', 'bank-account-balance'],
  ['PATCH', 'ai-subscription', { enabled: true }],
  ['PATCH', 'cookies-consent', { cookiesConsent: { functional: true, analytics: true } }],
];

export const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('record' as const),
      resource: fc.constantFrom(...RESOURCES),
      action: fc.constantFrom('list', 'create', 'create-with-b-id', 'put', 'delete'),
      claim,
      amount,
    }),
  },
  fc.record({
    kind: fc.constant('recurring' as const),
    action: fc.constantFrom('amount', 'status', 'stop'),
    claim,
    amount,
  }),
  fc.record({
    kind: fc.constant('statistics' as const),
    claim,
    month: fc.constantFrom('2026-10', '2026-11', '2026-12'),
  }),
  fc.record({ kind: fc.constant('search' as const), claim, q: fc.constantFrom('', 'סודי', 'קפה') }),
  fc.record({
    kind: fc.constant('user' as const),
    action: fc.constantFrom('get', 'profile', 'delete', 'post'),
    viaQuery: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('settings' as const),
    route: fc.integer({ min: 0, max: SETTINGS.length - 1 }),
    viaQuery: fc.boolean(),
  }),
);

/** A body A's own account accepts for `resource` (A's default categories), optionally reusing an id. */
export function bodyFor(resource: Resource, amount: number, id?: string) {
  const withId = id ? { id } : {};
  switch (resource) {
    case 'outcomes':
      return {
        outcomeData: { ...withId, date: '2026-11-05', amount, category: 'שונות', description: 'קפה של א' },
      };
    case 'incomes':
      return { incomeData: { ...withId, date: '2026-11-01', amount, source: 'משכורת של א' } };
    case 'discounts':
      return {
        discountData: { ...withId, title: 'קופון של א', discountType: 'fixed', value: amount },
      };
    case 'recurring-payments':
      return {
        recurringPaymentData: {
          ...withId,
          name: 'מנוי של א',
          amount,
          category: 'מנויים',
          frequency: 'monthly',
          startDate: '2026-11-01',
        },
      };
    case 'transfers':
      return {
        transferData: {
          ...withId,
          date: '2026-11-02',
          amount,
          from: 'בנק של א',
          to: 'כרטיס של א',
          description: 'חיוב',
        },
      };
  }
}

/** The query string that states `claim`, given A's and B's ids (`''` for none). */
export function claimQuery(claim: Claim, a: string, b: string): string {
  switch (claim) {
    case 'none':
      return '';
    case 'b':
      return `userId=${b}`;
    case 'a-and-b':
      return `userId=${a}&userId=${b}`;
    case 'b-upper':
      return `userId=${b.toUpperCase()}`;
  }
}
