import { describe, expect, it } from 'vitest';
import { formatShekels } from '@kaspit/domain';
import { insightText } from './insight-text.js';

const record = { id: 'r1', date: '2026-04-06', amount: 900, category: 'מזון וסופר', description: 'קייטרינג' };

describe('insightText', () => {
  it('names the category, the forecast, the budget and the records behind it', () => {
    const { text, detail } = insightText({
      kind: 'forecast',
      severity: 'danger',
      category: 'מזון וסופר',
      spent: 1010,
      forecast: 3030,
      budget: 800,
      records: [record],
    });
    expect(text).toContain('מזון וסופר');
    expect(text).toContain(formatShekels(303000));
    expect(text).toContain(formatShekels(80000));
    expect(detail).toContain('קייטרינג');
  });

  it('says what an unusual expense was measured against: the same business or the category', () => {
    const fuel = { ...record, category: 'תחבורה ודלק', description: 'פז', amount: 1200 };
    expect(
      insightText({ kind: 'unusual', severity: 'warning', record: fuel, usual: 300, basis: 'merchant' }).text,
    ).toBe(
      `הוצאה חריגה: "פז" — ${formatShekels(120000)} בתחבורה ודלק, כשההוצאה הרגילה באותו בית עסק היא כ־${formatShekels(30000)}`,
    );
    expect(
      insightText({ kind: 'unusual', severity: 'warning', record, usual: 102, basis: 'category' }).text,
    ).toBe(
      `הוצאה חריגה: "קייטרינג" — ${formatShekels(90000)} במזון וסופר, כשההוצאה הרגילה בקטגוריה היא כ־${formatShekels(10200)}`,
    );
  });

  it('describes unusual expenses, price rises, subscriptions and expiring discounts', () => {
    expect(
      insightText({ kind: 'unusual', severity: 'warning', record, usual: 102, basis: 'merchant' }).text,
    ).toContain('"קייטרינג"');
    expect(
      insightText({
        kind: 'priceRise',
        severity: 'info',
        recurringPaymentId: 'p',
        name: 'סלקום',
        category: 'חשבונות',
        previousAmount: 50,
        amount: 60,
        since: '2026-02',
      }).text,
    ).toContain(formatShekels(6000));
    expect(
      insightText({
        kind: 'possibleSubscription',
        severity: 'info',
        description: 'ספוטיפיי',
        category: 'פנאי',
        amount: 19.9,
        months: ['2026-02', '2026-03', '2026-04'],
        suggestion: {
          name: 'ספוטיפיי',
          amount: 19.9,
          category: 'פנאי',
          frequency: 'monthly',
          startDate: '2026-02-07',
        },
      }).text,
    ).toContain('3 חודשים');
    const discount = {
      kind: 'expiringDiscount' as const,
      severity: 'info' as const,
      discountId: 'd',
      title: 'שובר',
      expiresAt: '2026-04-15',
    };
    expect(insightText({ ...discount, daysLeft: 5 }).text).toContain('בעוד 5 ימים');
    expect(insightText({ ...discount, daysLeft: 1 }).text).toContain('בעוד יום אחד');
    expect(insightText({ ...discount, daysLeft: 0 }).text).toContain('היום');
  });
});
