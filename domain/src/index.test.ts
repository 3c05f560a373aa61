import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

describe('public API', () => {
  it('exports every unit from one entry point', () => {
    const expected = [
      'DomainError',
      'toAgorot',
      'fromAgorot',
      'sumAgorot',
      'splitAgorot',
      'isValidAmount',
      'parseAmount',
      'parseExpenseAmount',
      'isValidExpenseAmount',
      'isRefund',
      'asRefund',
      'formatShekels',
      'parseDate',
      'parseMonth',
      'addMonths',
      'monthsBetween',
      'daysInMonth',
      'clampToMonth',
      'todayIn',
      'DEFAULT_BILLING_CYCLE',
      'billingCycleIssues',
      'normaliseBillingCycle',
      'billingMonthOf',
      'billingPeriod',
      'currentBillingMonth',
      'billingMonthsInRange',
      'toSelectedDate',
      'fromSelectedDate',
      'FREQUENCY_LABELS_HE',
      'occursInMonth',
      'amountInMonth',
      'occurrences',
      'applyAmountChange',
      'deactivate',
      'planInstallments',
      'installmentLabel',
      'hebrewCount',
      'withHebrewPrefix',
    ];
    for (const name of expected) expect(domain, name).toHaveProperty(name);
  });

  it('ties the units together: a 10→9 cycle user buying in 3 installments on 5 March', () => {
    const cycle = { startDay: 10, endDay: 9, endMonth: 1 as const };
    const plan = domain.planInstallments({
      date: '2026-03-05',
      amount: domain.toAgorot('1000'),
      total: 3,
      cycle,
    });
    expect(plan.map((p) => domain.billingMonthOf(p.date, cycle))).toEqual(['2026-02', '2026-03', '2026-04']);
    expect(plan.map((p) => domain.installmentLabel(p.number, p.total))).toEqual(['1/3', '2/3', '3/3']);
    expect(plan.map((p) => domain.fromAgorot(p.amount))).toEqual([333.34, 333.33, 333.33]);
  });
});
