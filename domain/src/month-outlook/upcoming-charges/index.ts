import type { IsoDate, YearMonth } from '../../dates/parse/index.js';
import { type Agorot, toAgorot } from '../../money/agorot/index.js';
import type { BillingCyclePeriod } from '../../billing-month/index.js';
import { occurrenceInMonth } from '../../recurring/occurrence/index.js';
import { scheduleOf, type RecurringPaymentView } from '../fixed-charges/index.js';

/** A charge known in advance: a recurring payment's occurrence or an installment of an earlier purchase. */
export interface UpcomingCharge {
  id: string;
  kind: 'recurring' | 'installment';
  name: string;
  date: IsoDate;
  amount: Agorot;
  /** An installment's place in its plan ("3/12"), so the person knows which one it is. */
  installment?: { number: number; total: number };
}

export interface InstallmentView {
  id: string;
  description: string;
  date: IsoDate;
  amount: number;
  installments?: { number: number; total: number };
}

/**
 * The charges of billing month `month` dated after `today`, earliest first: the recurring payments whose
 * occurrence there (the same rule records and statistics use) is still ahead, and the installments dated later in
 * the month. A month that is over has none; a month not started yet has all of them.
 */
export function chargesStillToCome(
  recurring: readonly (RecurringPaymentView & { id: string; name: string })[],
  installments: readonly InstallmentView[],
  month: YearMonth,
  cycle: BillingCyclePeriod,
  today: IsoDate,
): UpcomingCharge[] {
  const charges: UpcomingCharge[] = [];
  for (const payment of recurring) {
    const occurrence = occurrenceInMonth(scheduleOf(payment), month, cycle);
    if (occurrence && occurrence.date > today) {
      charges.push({
        id: payment.id,
        kind: 'recurring',
        name: payment.name,
        date: occurrence.date,
        amount: occurrence.amount,
      });
    }
  }
  for (const outcome of installments) {
    if (!outcome.installments || outcome.date <= today) continue;
    const { number, total } = outcome.installments;
    charges.push({
      id: outcome.id,
      kind: 'installment',
      name: outcome.description,
      date: outcome.date,
      amount: toAgorot(outcome.amount),
      installment: { number, total },
    });
  }
  return charges.sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.name.localeCompare(b.name, 'he'),
  );
}
