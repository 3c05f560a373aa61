import { z } from 'zod';
import {
  billingMonthsInRange,
  FREQUENCIES,
  fromAgorot,
  initialAmountHistory,
  applyAmountChange,
  currentBillingMonth,
  occursInMonth,
  toAgorot,
  type AmountHistoryEntry,
  type BillingCyclePeriod,
  type RecurringSchedule,
} from '@kaspit/domain';
import type { RecordResource } from '../kind.js';
import { resolveReferences } from '../references.js';
import type { StoredRecord } from '../repository.js';
import {
  amountSchema,
  dateSchema,
  idSchema,
  monthSchema,
  nameSchema,
  notesSchema,
} from '../../../infrastructure/schemas/index.js';
import { recurringPaymentSchema, type RecurringPayment } from '@kaspit/api-contract';
import { withoutStorageFields } from '../present/index.js';

/**
 * A whole amount history may be sent with a create or replace: it is how a deleted payment is restored (undo)
 * with the prices it had, instead of its current price counting for every month.
 */
const amountHistoryInput = z
  .array(
    z.strictObject({
      effectiveFrom: monthSchema,
      amount: amountSchema,
      reason: z.string().trim().max(200).optional(),
      changedAt: z.iso.datetime(),
    }),
  )
  .min(1)
  .max(600)
  .refine((h) => h.every((e, i) => i === 0 || e.effectiveFrom > h[i - 1]!.effectiveFrom), {
    message: 'amountHistory must be in order of effectiveFrom with no month twice',
  });

/** Months a payment skips (a pause, or one occurrence): sent back whole when a deleted payment is restored. */
const skipsInput = z
  .array(z.strictObject({ from: monthSchema, to: monthSchema.nullable().optional() }))
  .max(600)
  .refine((skips) => skips.every((s) => !s.to || s.to >= s.from), {
    message: 'a skipped span must not end before it starts',
  })
  .refine((skips) => skips.filter((s) => !s.to).length <= 1, { message: 'at most one open pause' });

const recurringFields = z.strictObject({
  id: idSchema.optional(),
  name: nameSchema,
  amount: amountSchema,
  category: nameSchema,
  paymentMethod: nameSchema.optional(),
  frequency: z.enum(FREQUENCIES),
  startDate: dateSchema,
  endDate: dateSchema.nullable().optional(),
  isActive: z.boolean().default(true),
  notes: notesSchema.optional(),
  amountHistory: amountHistoryInput.optional(),
  skips: skipsInput.optional(),
});

const endsAfterStart = (p: { startDate: string; endDate?: string | null }) =>
  !p.endDate || p.endDate >= p.startDate;
const endDateIssue = { message: 'endDate must not be before startDate', path: ['endDate'] };

/**
 * A payment as stored and listed. Its `amount` is the current price, so with a change already set for a later
 * month its history ends on another amount (unlike a create or replace, which starts from the price it names).
 */
export const recurringListed = recurringFields.refine(endsAfterStart, endDateIssue);

export const recurringInput = recurringFields
  .refine(endsAfterStart, endDateIssue)
  .refine((p) => !p.amountHistory?.length || p.amountHistory.at(-1)!.amount === p.amount, {
    message: 'the last amountHistory entry must have the payment amount',
    path: ['amountHistory'],
  });

export type RecurringInput = z.infer<typeof recurringInput>;

interface StoredHistoryEntry {
  effectiveFrom: string;
  amountAgorot: number;
  reason?: string;
  changedAt: string;
}

export interface RecurringDoc extends StoredRecord {
  name: string;
  amountAgorot: number;
  category: string;
  paymentMethod?: string;
  frequency: (typeof FREQUENCIES)[number];
  startDate: string;
  endDate?: string | null;
  isActive: boolean;
  amountHistory: StoredHistoryEntry[];
  /** Paused or skipped billing months (absent on payments stored before pauses existed). */
  skips?: { from: string; to?: string | null }[];
  notes?: string;
}

const toStoredHistory = (history: readonly AmountHistoryEntry[]): StoredHistoryEntry[] =>
  history.map(({ amount, ...rest }) => ({ ...rest, amountAgorot: amount }));

/** The domain's view of a stored payment (amounts in agorot), for the occurrence and amount rules. */
export function toSchedule(doc: RecurringDoc): RecurringSchedule {
  return {
    amount: doc.amountAgorot,
    frequency: doc.frequency,
    startDate: doc.startDate,
    endDate: doc.endDate ?? null,
    isActive: doc.isActive,
    amountHistory: doc.amountHistory.map(({ amountAgorot, ...rest }) => ({ ...rest, amount: amountAgorot })),
    skips: doc.skips ?? [],
  };
}

/** History after a create or a full replace: a new start resets it; a new amount counts from this month on. */
function historyFor(
  input: RecurringInput,
  previous: RecurringDoc | undefined,
  cycle: BillingCyclePeriod,
  now: Date,
) {
  const amount = toAgorot(input.amount);
  if (input.amountHistory) {
    return input.amountHistory.map(({ amount: shekels, ...entry }) => ({
      ...entry,
      amountAgorot: toAgorot(shekels),
    }));
  }
  const changedAt = now.toISOString();
  if (!previous || previous.startDate !== input.startDate) {
    return toStoredHistory(initialAmountHistory({ startDate: input.startDate, amount }, cycle, changedAt));
  }
  if (previous.amountAgorot === amount) return previous.amountHistory;
  const change = {
    newAmount: amount,
    scope: 'future' as const,
    currentMonth: currentBillingMonth(cycle),
    changedAt,
  };
  return toStoredHistory(applyAmountChange(toSchedule(previous), change, cycle).amountHistory);
}

export const recurringResource: RecordResource<RecurringDoc, RecurringInput, RecurringPayment> = {
  shown: recurringPaymentSchema,
  collection: 'recurringPayments',
  single: 'recurringPayment',
  plural: 'recurringPayments',
  bodyKey: 'recurringPaymentData',
  tag: 'Recurring payments',
  dateField: 'startDate',
  notFound: 'Recurring payment not found',
  input: recurringInput,
  build(input, { user, id, now, previous, unknownNames }) {
    const refs = resolveReferences(
      user,
      { category: input.category, paymentMethod: input.paymentMethod },
      'expense',
      unknownNames,
    );
    return [
      {
        id,
        name: input.name,
        amountAgorot: toAgorot(input.amount),
        category: refs.category!,
        ...(refs.paymentMethod ? { paymentMethod: refs.paymentMethod } : {}),
        frequency: input.frequency,
        startDate: input.startDate,
        endDate: input.endDate ?? null,
        isActive: input.isActive,
        amountHistory: historyFor(input, previous?.[0], user.billingCyclePeriod, now),
        // An edit from the form does not send the pauses: they stay as they were.
        skips: input.skips ?? previous?.[0]?.skips ?? [],
        ...(input.notes ? { notes: input.notes } : {}),
      },
    ];
  },
  present: ({ amountAgorot, amountHistory, skips, ...doc }) => ({
    ...withoutStorageFields(doc),
    skips: skips ?? [],
    amount: fromAgorot(amountAgorot),
    amountHistory: amountHistory.map(({ amountAgorot: a, ...entry }) => ({
      ...entry,
      amount: fromAgorot(a),
    })),
  }),
  /** Listed by rule: a month shows the payments that occur in it. */
  filterListed(docs, range, user) {
    const cycle = user.billingCyclePeriod;
    if (range.month) return docs.filter((d) => occursInMonth(toSchedule(d), range.month!, cycle));
    if (!range.from && !range.to) return docs;
    const months = billingMonthsInRange(range.from ?? '2000-01-01', range.to ?? '2100-12-31', cycle);
    return docs.filter((d) => months.some((m) => occursInMonth(toSchedule(d), m, cycle)));
  },
};
