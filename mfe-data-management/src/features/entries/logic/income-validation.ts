import type { Income as ApiIncome, RecordView } from '@kaspit/api-contract';
import { errors } from '../../../messages.js';
import {
  amountError,
  compact,
  dateError,
  listError,
  shekelsOf,
  textError,
} from '../../../shared/validate.js';

export interface IncomeValues extends Record<string, string | boolean> {
  date: string;
  amount: string;
  source: string;
  category: string;
  notes: string;
}

/** An income as the API lists it (the contract's). */
export type Income = RecordView<ApiIncome>;

export const incomeFieldMessages: Record<string, string> = {
  date: errors.date,
  amount: errors.amount,
  source: errors.nameLength,
  category: errors.category,
  notes: errors.notesLength,
};

/** The API's rules for `incomeData`, in Hebrew. */
export function validateIncome(v: IncomeValues, lists: { incomeCategories: string[] }) {
  return compact({
    date: dateError(v.date),
    amount: amountError(v.amount),
    source: textError(v.source, 60, errors.nameLength),
    category: listError(v.category, lists.incomeCategories, errors.category, false),
    notes: textError(v.notes, 1000, errors.notesLength, false),
  });
}

export function toIncomeData(v: IncomeValues, id: string) {
  return {
    id,
    date: v.date,
    amount: shekelsOf(v.amount)!,
    source: v.source.trim(),
    ...(v.category ? { category: v.category } : {}),
    ...(v.notes.trim() ? { notes: v.notes.trim() } : {}),
  };
}

export const emptyIncome = (today: string): IncomeValues => ({
  date: today,
  amount: '',
  source: '',
  category: '',
  notes: '',
});

export const incomeValuesOf = (i: Income): IncomeValues => ({
  date: i.date,
  amount: String(i.amount),
  source: i.source,
  category: i.category ?? '',
  notes: i.notes ?? '',
});
