import {
  fromAgorot,
  isValidAmount,
  isValidDate,
  isValidExpenseAmount,
  readTypedAmount,
} from '@kaspit/domain';
import { ledger } from '../../../messages.js';
import type { ApiIncome, ApiOutcome, LedgerRow } from './ledger-rows.js';

/** The API's limit on the text: an expense's description, or an income's source. */
export const textMax = (type: 'expense' | 'income') => (type === 'expense' ? 120 : 60);

export interface EditValues {
  date: string;
  amount: string;
  text: string;
  category: string;
  paymentMethod: string;
}

const key = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase('he-IL');

export function valuesOf(row: LedgerRow): EditValues {
  const s = row.source as ApiOutcome & ApiIncome;
  return {
    date: s.date,
    amount: String(s.amount),
    text: row.description,
    category: row.category,
    paymentMethod: row.paymentMethod,
  };
}

/** What the API will accept, in shekels; "12,50" is ₪12.50; an expense below 0 is a refund. */
function shekels(text: string, type: 'expense' | 'income'): number | undefined {
  const read = readTypedAmount(text);
  const valid = type === 'expense' ? isValidExpenseAmount : isValidAmount;
  return read.ok && valid(read.agorot) ? fromAgorot(read.agorot) : undefined;
}

const isAmbiguous = (text: string) => {
  const read = readTypedAmount(text);
  return !read.ok && read.problem === 'ambiguous';
};

/** The API's rules for the fields edited in place, in Hebrew. */
export function editErrors(
  type: 'expense' | 'income',
  v: EditValues,
  categories: string[],
): Partial<Record<keyof EditValues, string>> {
  const errors: Partial<Record<keyof EditValues, string>> = {};
  if (!isValidDate(v.date)) errors.date = ledger.errors.date;
  if (shekels(v.amount, type) === undefined)
    errors.amount = isAmbiguous(v.amount)
      ? ledger.errors.amountAmbiguous
      : type === 'expense'
        ? ledger.errors.expenseAmount
        : ledger.errors.amount;
  const max = textMax(type);
  if (!v.text.trim() || v.text.trim().length > max)
    errors.text = type === 'expense' ? ledger.errors.text : ledger.errors.source;
  const known = categories.some((c) => key(c) === key(v.category));
  if (type === 'expense' ? !known : v.category !== '' && !known) errors.category = ledger.errors.category;
  return errors;
}

/** The PUT body: the stored record with the edited fields replaced (everything else kept as it was). */
export function editBody(row: LedgerRow, v: EditValues): Record<string, unknown> {
  const amount = shekels(v.amount, row.type === 'expense' ? 'expense' : 'income')!;
  if (row.type === 'expense') {
    const { id, notes } = row.source as ApiOutcome;
    return {
      outcomeData: {
        id,
        date: v.date,
        amount,
        category: v.category,
        ...(v.paymentMethod ? { paymentMethod: v.paymentMethod } : {}),
        description: v.text.trim(),
        ...(notes ? { notes } : {}),
      },
    };
  }
  const { id, notes } = row.source as ApiIncome;
  return {
    incomeData: {
      id,
      date: v.date,
      amount,
      source: v.text.trim(),
      ...(v.category ? { category: v.category } : {}),
      ...(notes ? { notes } : {}),
    },
  };
}

/** Installment plans and recurring payments have their own forms in data management. */
export const editableInPlace = (row: LedgerRow) =>
  row.type === 'income' || (row.type === 'expense' && !(row.source as ApiOutcome).installments);
