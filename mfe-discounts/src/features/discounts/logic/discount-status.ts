import type { Discount as ApiDiscount, RecordView } from '@kaspit/api-contract';
import { daysBetween, toAgorot, type Agorot, type BillingPeriod, type IsoDate } from '@kaspit/domain';

/** A discount as the API lists it (the contract's). */
export type Discount = RecordView<ApiDiscount>;

export type DiscountStatus = 'active' | 'used' | 'expired';
export type DiscountFilter = DiscountStatus | 'all';

/** Used wins; otherwise it expires at the end of its `expiresAt` day. */
export function statusOf(discount: Discount, today: IsoDate): DiscountStatus {
  if (discount.isUsed) return 'used';
  return discount.expiresAt && discount.expiresAt < today ? 'expired' : 'active';
}

export type ExpiryBadge =
  | { kind: 'used'; date: string }
  | { kind: 'expired' }
  | { kind: 'today' }
  | { kind: 'tomorrow' }
  | { kind: 'inDays'; days: number; soon: boolean }
  | { kind: 'noExpiry' };

/** Days within which an expiry counts as soon (the badge stands out). */
export const SOON_DAYS = 7;

/** What the card's badge says: "expires in N days" for an active discount, else its state. */
export function expiryBadge(discount: Discount, today: IsoDate): ExpiryBadge {
  const status = statusOf(discount, today);
  if (status === 'used') return { kind: 'used', date: discount.usedAt ?? '' };
  if (status === 'expired') return { kind: 'expired' };
  if (!discount.expiresAt) return { kind: 'noExpiry' };
  const days = daysBetween(today, discount.expiresAt);
  if (days === 0) return { kind: 'today' };
  if (days === 1) return { kind: 'tomorrow' };
  return { kind: 'inDays', days, soon: days <= SOON_DAYS };
}

/** The discounts in `filter`, soonest expiry first; those that never expire last; then by title. */
export function filterAndSort(discounts: Discount[], filter: DiscountFilter, today: IsoDate): Discount[] {
  return discounts
    .filter((d) => filter === 'all' || statusOf(d, today) === filter)
    .sort(
      (a, b) =>
        (a.expiresAt ?? '9999-12-31').localeCompare(b.expiresAt ?? '9999-12-31') ||
        a.title.localeCompare(b.title, 'he'),
    );
}

/** How many discounts each filter would show. */
export function countByFilter(discounts: Discount[], today: IsoDate): Record<DiscountFilter, number> {
  const counts = { active: 0, used: 0, expired: 0, all: discounts.length };
  for (const d of discounts) counts[statusOf(d, today)] += 1;
  return counts;
}

/** What the discounts used within `period` saved, in agorot, and how many of them there were. */
export function savedIn(discounts: Discount[], period: BillingPeriod): { saved: Agorot; count: number } {
  let saved = 0;
  let count = 0;
  for (const d of discounts) {
    if (!d.isUsed || !d.usedAt || d.usedAt < period.from || d.usedAt > period.to) continue;
    count += 1;
    if (d.savedAmount !== undefined) saved += toAgorot(d.savedAmount);
  }
  return { saved, count };
}
