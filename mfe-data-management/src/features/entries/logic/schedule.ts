import { toAgorot, type RecurringSchedule } from '@kaspit/domain';

/** A recurring payment as the API sends it (shekels), in the domain's terms (agorot). */
export interface ApiRecurringLike {
  amount: unknown;
  frequency: unknown;
  startDate: unknown;
  endDate?: unknown;
  isActive: unknown;
  amountHistory?: unknown;
  skips?: unknown;
}

export function scheduleOf(p: ApiRecurringLike): RecurringSchedule {
  const history = (p.amountHistory as { effectiveFrom: string; amount: number; changedAt: string }[]) ?? [];
  return {
    amount: toAgorot(p.amount as number),
    frequency: p.frequency as RecurringSchedule['frequency'],
    startDate: p.startDate as string,
    endDate: (p.endDate as string | null | undefined) ?? null,
    isActive: Boolean(p.isActive),
    amountHistory: history.map((h) => ({ ...h, amount: toAgorot(h.amount) })),
    skips: (p.skips as RecurringSchedule['skips']) ?? [],
  };
}
