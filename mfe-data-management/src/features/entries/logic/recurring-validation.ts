import type { RecurringPayment as ApiRecurringPayment, RecordView } from '@kaspit/api-contract';
import { isFrequency, isValidMonth, type Frequency } from '@kaspit/domain';
import { errors } from '../../../messages.js';
import {
  amountError,
  compact,
  dateError,
  listError,
  shekelsOf,
  textError,
} from '../../../shared/validate.js';

export interface RecurringValues extends Record<string, string | boolean> {
  name: string;
  amount: string;
  category: string;
  paymentMethod: string;
  frequency: string;
  startDate: string;
  endDate: string;
  notes: string;
}

/** A recurring payment as the API lists it (the contract's). */
export type RecurringPayment = RecordView<ApiRecurringPayment>;

export const recurringFieldMessages: Record<string, string> = {
  name: errors.nameLength,
  amount: errors.amount,
  category: errors.category,
  paymentMethod: errors.paymentMethod,
  frequency: errors.frequency,
  startDate: errors.date,
  endDate: errors.endDate,
  notes: errors.notesLength,
};

/** The API's rules for `recurringPaymentData`, in Hebrew. */
export function validateRecurring(
  v: RecurringValues,
  lists: { categories: string[]; paymentMethods: string[] },
) {
  const endDate = v.endDate
    ? (dateError(v.endDate) ?? (v.endDate < v.startDate ? errors.endDate : undefined))
    : undefined;
  return compact({
    name: textError(v.name, 60, errors.nameLength),
    amount: amountError(v.amount),
    category: listError(v.category, lists.categories, errors.category),
    paymentMethod: listError(v.paymentMethod, lists.paymentMethods, errors.paymentMethod, false),
    frequency: isFrequency(v.frequency) ? undefined : errors.frequency,
    startDate: dateError(v.startDate),
    endDate,
    notes: textError(v.notes, 1000, errors.notesLength, false),
  });
}

export function toRecurringData(v: RecurringValues, id: string, isActive = true) {
  return {
    id,
    name: v.name.trim(),
    amount: shekelsOf(v.amount)!,
    category: v.category,
    ...(v.paymentMethod ? { paymentMethod: v.paymentMethod } : {}),
    frequency: v.frequency as Frequency,
    startDate: v.startDate,
    endDate: v.endDate || null,
    isActive,
    ...(v.notes.trim() ? { notes: v.notes.trim() } : {}),
  };
}

export const emptyRecurring = (today: string): RecurringValues => ({
  name: '',
  amount: '',
  category: '',
  paymentMethod: '',
  frequency: 'monthly',
  startDate: today,
  endDate: '',
  notes: '',
});

export const recurringValuesOf = (p: RecurringPayment): RecurringValues => ({
  name: p.name,
  amount: String(p.amount),
  category: p.category,
  paymentMethod: p.paymentMethod ?? '',
  frequency: p.frequency,
  startDate: p.startDate,
  endDate: p.endDate ?? '',
  notes: p.notes ?? '',
});

export function validateAmountChange(v: {
  newAmount: string;
  reason: string;
  scope: string;
  effectiveFrom: string;
}) {
  return compact({
    newAmount: amountError(v.newAmount),
    reason: textError(v.reason, 120, errors.reason, false),
    effectiveFrom: v.scope === 'from' && !isValidMonth(v.effectiveFrom) ? errors.effectiveFrom : undefined,
  });
}
