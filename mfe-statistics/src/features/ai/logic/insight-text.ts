import { aiTexts as t } from '../../../ai-messages.js';
import { formatDay, formatMoney, formatMonthLabel } from '../../../shared/format.js';
import type { Insight } from '../api/ai-api.js';

/** The Hebrew sentence for an insight, and a second line when there is more to say. */
export function insightText(insight: Insight): { text: string; detail?: string } {
  switch (insight.kind) {
    case 'forecast': {
      const say = insight.severity === 'danger' ? t.forecast.over : t.forecast.near;
      const records = insight.records.map((r) => `${r.description} (${formatMoney(r.amount)})`).join(', ');
      return {
        text: say(insight.category, formatMoney(insight.forecast), formatMoney(insight.budget)),
        ...(records ? { detail: t.forecast.behind(records) } : {}),
      };
    }
    case 'unusual':
      return {
        text: t.unusual(
          insight.record.description,
          formatMoney(insight.record.amount),
          insight.record.category,
          formatMoney(insight.usual),
          insight.basis,
        ),
        detail: formatDay(insight.record.date),
      };
    case 'priceRise':
      return {
        text: t.priceRise(
          insight.name,
          formatMoney(insight.previousAmount),
          formatMoney(insight.amount),
          formatMonthLabel(insight.since),
        ),
        ...(insight.reason ? { detail: insight.reason } : {}),
      };
    case 'possibleSubscription':
      return {
        text: t.possibleSubscription(insight.description, formatMoney(insight.amount), insight.months.length),
      };
    case 'expiringDiscount':
      return {
        text: t.expiringDiscount(insight.title, insight.daysLeft, formatDay(insight.expiresAt)),
        ...(insight.business || insight.code
          ? { detail: [insight.business, insight.code].filter(Boolean).join(' · ') }
          : {}),
      };
  }
}

/** A stable React key and test id per insight. */
export function insightKey(insight: Insight): string {
  switch (insight.kind) {
    case 'forecast':
      return `forecast-${insight.category}`;
    case 'unusual':
      return `unusual-${insight.record.id}`;
    case 'priceRise':
      return `price-rise-${insight.recurringPaymentId}`;
    case 'possibleSubscription':
      return `subscription-${insight.description}-${insight.category}`;
    case 'expiringDiscount':
      return `discount-${insight.discountId}`;
  }
}
