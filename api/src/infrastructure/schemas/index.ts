import { z } from 'zod';
import { parseAmount, parseDate, parseExpenseAmount, toAgorot } from '@kaspit/domain';
import { acceptedBy, requestMonthSchema } from '@kaspit/api-contract';

/**
 * Field schemas shared by every route. Strings are trimmed before their length is checked;
 * object schemas built from these are `strictObject`s, so unknown fields — and so any `$operator` — are a 400.
 */

/** True for shekels with at most 2 decimals, 0 < amount <= 10,000,000 (the domain's rule). */
export const isShekelAmount: (value: number) => boolean = acceptedBy(parseAmount);

export const amountSchema = z
  .number()
  .refine(isShekelAmount, 'amount must be more than 0 and at most 10,000,000 with at most 2 decimals');

/**
 * An expense's amount: a purchase above 0, or a refund/credit below 0 (docs/decisions/refunds-and-bulk-import.md); 0, more than
 * 2 decimals and more than 10,000,000 either way are refused.
 */
export const expenseAmountSchema = z
  .number()
  .refine(
    acceptedBy(parseExpenseAmount),
    'amount must not be 0 and at most 10,000,000 either way, with at most 2 decimals (below 0 is a refund)',
  );

/** `YYYY-MM-DD` that exists in the calendar. */
export const dateSchema = z
  .string()
  .refine(acceptedBy(parseDate), 'must be an existing date written YYYY-MM-DD');

/** `YYYY-MM`. */
export const monthSchema = requestMonthSchema;

export const nameSchema = z.string().trim().min(1).max(60);
export const descriptionSchema = z.string().trim().min(1).max(120);
export const notesSchema = z.string().trim().max(1000);
export const idSchema = z.uuid();

/** Converts a validated shekel amount to the agorot the database stores (sums stay exact). */
export const agorot = (shekels: number) => toAgorot(shekels);

/** Two names are the same when they differ only in case or spacing (names are unique per user). */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('he-IL');
}
