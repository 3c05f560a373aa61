import {
  fromAgorot,
  isValidAmount,
  isValidDate,
  isValidExpenseAmount,
  readTypedAmount,
} from '@kaspit/domain';
import { errors } from '../messages.js';

/** A form's problems by field name, in Hebrew; an empty object means it may be sent. */
export type FieldErrors = Record<string, string>;

/** The amount the API will accept (the domain's rule), in shekels, or undefined; "12,50" is ₪12.50. */
export function shekelsOf(text: string): number | undefined {
  const read = readTypedAmount(text);
  return read.ok && isValidAmount(read.agorot) ? fromAgorot(read.agorot) : undefined;
}

export function amountError(text: string): string | undefined {
  const read = readTypedAmount(text);
  if (!read.ok && read.problem === 'ambiguous') return errors.amountAmbiguous;
  return read.ok && isValidAmount(read.agorot) ? undefined : errors.amount;
}

/** An expense's amount in shekels, where below 0 is a refund ("-150" is ₪150 back), or undefined. */
export function expenseShekelsOf(text: string): number | undefined {
  const read = readTypedAmount(text);
  return read.ok && isValidExpenseAmount(read.agorot) ? fromAgorot(read.agorot) : undefined;
}

/** `amountError` for an expense: a negative amount is a refund; an installment plan (`positive`) needs above 0. */
export function expenseAmountError(text: string, positive: boolean): string | undefined {
  if (positive) return amountError(text);
  const read = readTypedAmount(text);
  if (!read.ok && read.problem === 'ambiguous') return errors.amountAmbiguous;
  return read.ok && isValidExpenseAmount(read.agorot) ? undefined : errors.expenseAmount;
}

export const dateError = (text: string) => (isValidDate(text) ? undefined : errors.date);

/** Trimmed text of 1..max characters (`required`) or 0..max. */
export function textError(text: string, max: number, tooLong: string, required = true): string | undefined {
  const trimmed = text.trim();
  if (required && !trimmed) return errors.required;
  return trimmed.length > max ? tooLong : undefined;
}

/** Names compare as the API compares them: ignoring case and spacing. */
export const nameKey = (name: string) =>
  name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('he-IL');

export function listError(value: string, list: string[], message: string, required = true) {
  if (!value.trim()) return required ? errors.required : undefined;
  return list.some((item) => nameKey(item) === nameKey(value)) ? undefined : message;
}

/** Drops the undefined entries, so `Object.keys(result).length === 0` means valid. */
export function compact(map: Record<string, string | undefined>): FieldErrors {
  return Object.fromEntries(Object.entries(map).filter(([, v]) => v !== undefined)) as FieldErrors;
}
