import type { APIRequestContext } from '@playwright/test';
import { apiAs, type MoneyUser } from './money-session.js';

/** The billing months the seeded account has records in, and one either side. */
export const SEEDED_MONTHS = ['2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02'];

/**
 * One of everything a person keeps in Kaspit, on a billing cycle from the 10th: a budgeted category of their own,
 * a payment method, an income category, a month's bank balance, a purchase, a refund, a three-payment plan, an
 * expense in a category removed since, a salary, a monthly payment whose price rises in December and that skips
 * January, a yearly payment, and a used coupon.
 */
export async function seedWholeAccount(request: APIRequestContext, user: MoneyUser): Promise<void> {
  const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, data?: unknown) =>
    apiAs<Record<string, never>>(request, user, method, url, data);
  const cycle = { startDay: 10, endDay: 9, endMonth: 1 as const };
  await call('POST', '/users', { userData: { billingCyclePeriod: cycle } });
  await call('PATCH', `/users/${user.id}/categories`, { categoryName: 'חיות מחמד', budgetAmount: 300 });
  await call('PATCH', `/users/${user.id}/budgets`, { categoryName: 'מזון וסופר', budgetAmount: 1500 });
  await call('PATCH', `/users/${user.id}/payments-methods`, { paymentMethodName: 'ויזה 1234' });
  await call('PATCH', `/users/${user.id}/income-categories`, { categoryName: 'בונוס' });
  await call('PATCH', `/users/${user.id}/bank-account-balance`, {
    month: '2026-11',
    amount: 5000,
    billingCyclePeriod: cycle,
  });
  const outcome = (outcomeData: Record<string, unknown>) => call('POST', '/outcomes', { outcomeData });
  await outcome({
    date: '2026-11-12',
    amount: 250.4,
    category: 'מזון וסופר',
    paymentMethod: 'ויזה 1234',
    description: 'שופרסל',
  });
  await outcome({ date: '2026-11-20', amount: -50.25, category: 'ביגוד', description: 'זיכוי זארה' });
  await outcome({
    date: '2026-10-15',
    amount: 1000,
    category: 'חיות מחמד',
    description: 'מיטה לכלב',
    installments: { total: 3 },
  });
  await call('PATCH', `/users/${user.id}/categories`, { categoryName: 'זמני', budgetAmount: 0 });
  await outcome({ date: '2026-11-25', amount: 80, category: 'זמני', description: 'משהו זמני' });
  await call('DELETE', `/users/${user.id}/categories/${encodeURIComponent('זמני')}`);
  await call('POST', '/incomes', {
    incomeData: { date: '2026-11-11', amount: 12345.67, source: 'משכורת', category: 'בונוס' },
  });
  const { recurringPayment } = await apiAs<{ recurringPayment: { id: string } }>(
    request,
    user,
    'POST',
    '/recurring-payments',
    {
      recurringPaymentData: {
        name: 'נטפליקס',
        amount: 49.9,
        category: 'מנויים',
        frequency: 'monthly',
        startDate: '2026-09-12',
      },
    },
  );
  await call('PATCH', `/recurring-payments/${recurringPayment.id}/amount`, {
    newAmount: 59.9,
    scope: 'from',
    effectiveFrom: '2026-12',
  });
  await call('PATCH', `/recurring-payments/${recurringPayment.id}/skip`, { month: '2027-01' });
  await call('POST', '/recurring-payments', {
    recurringPaymentData: {
      name: 'ביטוח דירה',
      amount: 1200,
      category: 'ביטוח',
      frequency: 'yearly',
      startDate: '2026-11-15',
    },
  });
  await call('POST', '/discounts', {
    discountData: {
      title: 'קופון',
      discountType: 'fixed',
      value: 30,
      isUsed: true,
      usedAt: '2026-11-21',
      savedAmount: 30,
    },
  });
}

/** The API's statistics of every seeded month, as text: equal texts are equal figures, to the byte. */
export async function statisticsText(request: APIRequestContext, user: MoneyUser): Promise<string[]> {
  return Promise.all(
    SEEDED_MONTHS.map(async (month) =>
      JSON.stringify(
        (await apiAs<{ statistics: unknown }>(request, user, 'GET', `/statistics?month=${month}`)).statistics,
      ),
    ),
  );
}

/**
 * The money of every seeded month as the API figures it — totals, each day's spending and the trend — as text.
 * Left out is what a spreadsheet export does not carry: the category and payment-method breakdowns (they follow the
 * person's own lists and budgets) and what coupons saved (coupons are not money spent or received).
 */
export async function moneyText(request: APIRequestContext, user: MoneyUser): Promise<string[]> {
  return Promise.all(
    SEEDED_MONTHS.map(async (month) => {
      const { statistics } = await apiAs<{ statistics: Record<string, unknown> }>(
        request,
        user,
        'GET',
        `/statistics?month=${month}`,
      );
      const { discountsSaved: _saved, ...totals } = statistics.totals as Record<string, unknown>;
      const { daily, trend, period } = statistics;
      return JSON.stringify({ month, period, totals, daily, trend });
    }),
  );
}
