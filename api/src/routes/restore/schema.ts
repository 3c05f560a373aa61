import { z, type ZodType } from 'zod';
import { MAX_INSTALLMENTS, MIN_INSTALLMENTS } from '@kaspit/domain';
import { amountSchema, idSchema, monthSchema, nameSchema } from '../../infrastructure/schemas/index.js';
import { discountInput } from '../../services/records/kinds/discounts.js';
import { incomeBulkRow } from '../../services/records/kinds/incomes.js';
import { outcomeBulkRow } from '../../services/records/kinds/outcomes.js';
import { recurringListed } from '../../services/records/kinds/recurring-payments.js';
import { transferBulkRow } from '../../services/records/kinds/transfers.js';
import { billingCyclePeriodSchema } from '../users/index.js';
import { balanceAmountSchema, budgetAmountSchema, categoryNameSchema } from '../user-settings/schemas.js';

/** Records one backup may hold of each kind; the body limit of the restore route bounds it first in practice. */
export const MAX_BACKUP_RECORDS = 50_000;

/** What the API adds to a record when it lists it, which a restore does not send back. */
const BOOKKEEPING = new Set(['createdAt', 'updatedAt', 'revision']);

/** A listed record validated by the schema that creates one, with its bookkeeping left out and its id required. */
function backedUp<T extends ZodType>(schema: T) {
  return z.preprocess(
    (value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).filter(([key]) => !BOOKKEEPING.has(key)))
        : value,
    schema.refine((record) => typeof (record as { id?: unknown }).id === 'string', {
      path: ['id'],
      message: 'a backed-up record names its id',
    }),
  );
}

/** One share of an installment plan, as the API lists it. */
const installmentShare = z
  .strictObject({
    planId: idSchema,
    number: z.number().int().min(1).max(MAX_INSTALLMENTS),
    total: z.number().int().min(MIN_INSTALLMENTS).max(MAX_INSTALLMENTS),
    price: amountSchema,
  })
  .refine((share) => share.number <= share.total, {
    path: ['number'],
    message: 'an installment number is at most the number of installments',
  });

export const backupOutcome = backedUp(outcomeBulkRow.extend({ installments: installmentShare.optional() }));
export const backupIncome = backedUp(incomeBulkRow);
export const backupRecurringPayment = backedUp(recurringListed);
export const backupDiscount = backedUp(discountInput);
export const backupTransfer = backedUp(transferBulkRow);

/** The settings a restore reads from the exported user record; the rest of it (profile, consents) is not restored. */
const backupUserData = z.looseObject({
  categories: z
    .array(z.looseObject({ categoryName: categoryNameSchema, budgetAmount: budgetAmountSchema }))
    .max(1000)
    .optional(),
  incomeCategories: z
    .array(z.looseObject({ categoryName: categoryNameSchema }))
    .max(1000)
    .optional(),
  paymentMethods: z
    .array(z.looseObject({ paymentMethodName: nameSchema }))
    .max(1000)
    .optional(),
  billingCyclePeriod: billingCyclePeriodSchema.optional(),
  monthlyBankAccountBalance: z
    .array(
      z.looseObject({
        month: monthSchema,
        amount: balanceAmountSchema,
        billingCyclePeriod: billingCyclePeriodSchema,
      }),
    )
    .max(1200)
    .optional(),
});

const list = <T extends ZodType>(record: T) => z.array(record).max(MAX_BACKUP_RECORDS);

/**
 * Kaspit's JSON export: the personal area's backup (`format: 'kaspit-export'`, with the user record) or data
 * management's export of everything (no user record). A month's export is not a backup: its recurring payments are
 * that month's charges, not the payments.
 */
export const backupFile = z.looseObject({
  format: z.literal('kaspit-export').optional(),
  version: z.literal(1, { error: 'a backup of version 1 (this Kaspit reads no other)' }).optional(),
  month: z.null({ error: "a month's export is not a backup: export everything" }).optional(),
  userData: backupUserData.optional(),
  outcomes: list(backupOutcome),
  incomes: list(backupIncome),
  recurringPayments: list(backupRecurringPayment),
  discounts: list(backupDiscount),
  transfers: list(backupTransfer).optional(),
});

export type BackupFile = z.infer<typeof backupFile>;
export type BackupUserData = z.infer<typeof backupUserData>;
