import { z } from 'zod';
import { FREQUENCIES } from '@kaspit/domain';

/**
 * Records as the API shows them: amounts in shekels (stored as agorot), no owner or bookkeeping fields but the
 * times they were created and last changed.
 */
const shown = { id: z.string(), createdAt: z.string(), updatedAt: z.string() };

export const outcomeSchema = z.object({
  ...shown,
  date: z.string(),
  /** Below 0 a refund or credit. */
  amount: z.number(),
  category: z.string(),
  paymentMethod: z.string().optional(),
  description: z.string(),
  notes: z.string().optional(),
  /** One payment of a purchase split over billing months; `price` is the whole purchase. */
  installments: z
    .object({ planId: z.string(), number: z.number().int(), total: z.number().int(), price: z.number() })
    .optional(),
});

export const incomeSchema = z.object({
  ...shown,
  date: z.string(),
  amount: z.number(),
  source: z.string(),
  category: z.string().optional(),
  notes: z.string().optional(),
});

export const discountSchema = z.object({
  ...shown,
  title: z.string(),
  business: z.string().optional(),
  discountType: z.enum(['percent', 'fixed']),
  value: z.number(),
  code: z.string().optional(),
  expiresAt: z.string().optional(),
  isUsed: z.boolean(),
  usedAt: z.string().optional(),
  /** What using it saved, in shekels, when the person said. */
  savedAmount: z.number().optional(),
  category: z.string().optional(),
  notes: z.string().optional(),
});

export const transferSchema = z.object({
  ...shown,
  date: z.string(),
  amount: z.number(),
  from: z.string(),
  to: z.string(),
  description: z.string(),
  notes: z.string().optional(),
});

export const recurringPaymentSchema = z.object({
  ...shown,
  name: z.string(),
  /** The current price. */
  amount: z.number(),
  category: z.string(),
  paymentMethod: z.string().optional(),
  frequency: z.enum(FREQUENCIES),
  startDate: z.string(),
  endDate: z.string().nullable().optional(),
  isActive: z.boolean(),
  /** Earlier prices and the billing month each took effect from. */
  amountHistory: z.array(
    z.object({
      effectiveFrom: z.string(),
      amount: z.number(),
      reason: z.string().optional(),
      changedAt: z.string(),
    }),
  ),
  /** Paused or skipped billing months; an open pause has no `to`. */
  skips: z.array(z.object({ from: z.string(), to: z.string().nullable().optional() })),
  notes: z.string().optional(),
});

export type Outcome = z.infer<typeof outcomeSchema>;
export type Income = z.infer<typeof incomeSchema>;
export type Discount = z.infer<typeof discountSchema>;
export type Transfer = z.infer<typeof transferSchema>;
export type RecurringPayment = z.infer<typeof recurringPaymentSchema>;

/** A listing read page by page (`limit`/`cursor`): the next page's cursor and the whole range's count and sum. */
const paging = {
  nextCursor: z.string().nullable(),
  totals: z.object({ count: z.number().int(), amount: z.number() }),
};

/** `data` of the record listings: the whole list, or (expenses and incomes, with `limit`) one page. */
export const recordListSchemas = {
  outcomes: z.object({ outcomes: z.array(outcomeSchema) }),
  outcomesPage: z.object({ outcomes: z.array(outcomeSchema), ...paging }),
  incomes: z.object({ incomes: z.array(incomeSchema) }),
  incomesPage: z.object({ incomes: z.array(incomeSchema), ...paging }),
  discounts: z.object({ discounts: z.array(discountSchema) }),
  transfers: z.object({ transfers: z.array(transferSchema) }),
  recurringPayments: z.object({ recurringPayments: z.array(recurringPaymentSchema) }),
};

/**
 * `data` of a create or replace: the record, and every record it became (an installment plan is several).
 */
export const recordSavedSchemas = {
  outcome: z.object({ outcome: outcomeSchema, outcomes: z.array(outcomeSchema) }),
  income: z.object({ income: incomeSchema, incomes: z.array(incomeSchema) }),
  discount: z.object({ discount: discountSchema, discounts: z.array(discountSchema) }),
  transfer: z.object({ transfer: transferSchema, transfers: z.array(transferSchema) }),
  recurringPayment: z.object({
    recurringPayment: recurringPaymentSchema,
    recurringPayments: z.array(recurringPaymentSchema),
  }),
};

/** `data` of a recurring payment's pause, resume, skip or stop. */
export const recurringChangedSchema = z.object({ recurringPayment: recurringPaymentSchema });
/** `data` of a recurring payment's price change: the billing months whose charge changed. */
export const recurringAmountChangedSchema = recurringChangedSchema.extend({
  affectedMonths: z.array(z.string()),
});
export type RecurringChanged = z.infer<typeof recurringChangedSchema>;
export type RecurringAmountChanged = z.infer<typeof recurringAmountChangedSchema>;

/**
 * `data` of `POST /<records>/bulk` (an import): per row, `created`, `existing` (the same row was stored before) or
 * `conflict` (its id holds a different record, left alone), and how many of each.
 */
export const bulkReplySchema = z.object({
  created: z.number().int(),
  existing: z.number().int(),
  conflict: z.number().int(),
  results: z.array(z.object({ id: z.string(), status: z.enum(['created', 'existing', 'conflict']) })),
});
export type BulkReply = z.infer<typeof bulkReplySchema>;
export type BulkRowStatus = BulkReply['results'][number]['status'];

/** `data` of a delete: how many records went (a plan's installments go together). */
export const recordDeletedSchema = z.object({ deleted: z.number().int() });

export type RecordList<Name extends keyof typeof recordListSchemas> = z.infer<
  (typeof recordListSchemas)[Name]
>;
export type RecordSaved<Name extends keyof typeof recordSavedSchemas> = z.infer<
  (typeof recordSavedSchemas)[Name]
>;

/** A record as an app keeps it: every field but the times it was stored and last changed, which no page shows. */
export type RecordView<T extends { createdAt: string; updatedAt: string }> = Omit<
  T,
  'createdAt' | 'updatedAt'
>;
