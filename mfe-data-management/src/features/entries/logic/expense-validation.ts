import type { Outcome as ApiOutcome, RecordView } from '@kaspit/api-contract';
import { MAX_INSTALLMENTS, MIN_INSTALLMENTS, toAgorot } from '@kaspit/domain';
import { errors } from '../../../messages.js';
import {
  compact,
  dateError,
  expenseAmountError,
  expenseShekelsOf,
  listError,
  shekelsOf,
  textError,
  type FieldErrors,
} from '../../../shared/validate.js';

/** The API's limit on an expense's description. */
export const DESCRIPTION_MAX = 120;

export interface ExpenseValues extends Record<string, string | boolean> {
  date: string;
  amount: string;
  category: string;
  paymentMethod: string;
  description: string;
  notes: string;
  inInstallments: boolean;
  installmentsTotal: string;
}

/** An expense as the API lists it (the contract's). */
export type Outcome = RecordView<ApiOutcome>;

/** The Hebrew message for each field the API may refuse. */
export const expenseFieldMessages: Record<string, string> = {
  date: errors.date,
  amount: errors.amount,
  category: errors.category,
  paymentMethod: errors.paymentMethod,
  description: errors.descriptionLength,
  notes: errors.notesLength,
  installmentsTotal: errors.installments,
  installments: errors.installments,
};

const installmentsError = (v: ExpenseValues) => {
  if (!v.inInstallments) return undefined;
  const total = Number(v.installmentsTotal);
  if (!/^\d+$/.test(v.installmentsTotal.trim()) || total < MIN_INSTALLMENTS || total > MAX_INSTALLMENTS) {
    return errors.installments;
  }
  const price = shekelsOf(v.amount);
  return price !== undefined && toAgorot(price) < total ? errors.installmentsAmount : undefined;
};

/** The API's rules for `outcomeData`, in Hebrew, so a person sees them before sending. */
export function validateExpense(v: ExpenseValues, lists: { categories: string[]; paymentMethods: string[] }) {
  return compact({
    date: dateError(v.date),
    amount: expenseAmountError(v.amount, v.inInstallments),
    category: listError(v.category, lists.categories, errors.category),
    paymentMethod: listError(v.paymentMethod, lists.paymentMethods, errors.paymentMethod, false),
    description: textError(v.description, DESCRIPTION_MAX, errors.descriptionLength),
    notes: textError(v.notes, 1000, errors.notesLength, false),
    installmentsTotal: installmentsError(v),
  }) satisfies FieldErrors;
}

/** The `outcomeData` body of valid `values`. */
export function toOutcomeData(v: ExpenseValues, id: string) {
  return {
    id,
    date: v.date,
    amount: expenseShekelsOf(v.amount)!,
    category: v.category,
    ...(v.paymentMethod ? { paymentMethod: v.paymentMethod } : {}),
    description: v.description.trim(),
    ...(v.notes.trim() ? { notes: v.notes.trim() } : {}),
    ...(v.inInstallments ? { installments: { total: Number(v.installmentsTotal) } } : {}),
  };
}

export const emptyExpense = (today: string): ExpenseValues => ({
  date: today,
  amount: '',
  category: '',
  paymentMethod: '',
  description: '',
  notes: '',
  inInstallments: false,
  installmentsTotal: '12',
});

/** The form's values for an existing expense; a plan is edited by its purchase date and whole price. */
export function expenseValuesOf(o: Outcome, purchaseDate = o.date): ExpenseValues {
  return {
    date: o.installments ? purchaseDate : o.date,
    amount: String(o.installments ? o.installments.price : o.amount),
    category: o.category,
    paymentMethod: o.paymentMethod ?? '',
    description: o.description,
    notes: o.notes ?? '',
    inInstallments: Boolean(o.installments),
    installmentsTotal: String(o.installments?.total ?? 12),
  };
}
