import { fromAgorot, isValidAmount, isValidDate, readTypedAmount } from '@kaspit/domain';
import { messages } from '../../../messages.js';
import type { Discount } from './discount-status.js';

/** What the form holds: text as typed. */
export interface DiscountFormValues {
  title: string;
  business: string;
  discountType: 'percent' | 'fixed';
  value: string;
  code: string;
  expiresAt: string;
  category: string;
  notes: string;
}

/** The body fields of `POST/PUT /discounts` (`discountData`). */
export type DiscountData = Omit<Discount, 'id'>;

export const emptyForm: DiscountFormValues = {
  title: '',
  business: '',
  discountType: 'percent',
  value: '',
  code: '',
  expiresAt: '',
  category: '',
  notes: '',
};

export function formOf(discount: Discount): DiscountFormValues {
  return {
    title: discount.title,
    business: discount.business ?? '',
    discountType: discount.discountType,
    value: String(discount.value),
    code: discount.code ?? '',
    expiresAt: discount.expiresAt ?? '',
    category: discount.category ?? '',
    notes: discount.notes ?? '',
  };
}

/** Shekels typed by a person (`1,250.5`, `₪80`, `12,50`) as a number with at most 2 decimals, or null. */
export function parseShekels(text: string): number | null {
  const read = readTypedAmount(text);
  return read.ok && isValidAmount(read.agorot) ? fromAgorot(read.agorot) : null;
}

/** True when the text could mean thousands or agorot ("1.234"). */
export function isAmbiguousShekels(text: string): boolean {
  const read = readTypedAmount(text);
  return !read.ok && read.problem === 'ambiguous';
}

type Errors = Partial<Record<keyof DiscountFormValues, string>>;

/**
 * The form's discount fields, checked by the API's rules, or the Hebrew error of each field. The use fields
 * (`isUsed`, `usedAt`, `savedAmount`) are carried over from `previous` so editing never un-uses a discount.
 */
export function toDiscountData(
  values: DiscountFormValues,
  previous?: Discount,
): { data: DiscountData } | { errors: Errors } {
  const errors: Errors = {};
  const title = values.title.trim();
  const business = values.business.trim();
  const code = values.code.trim();
  const notes = values.notes.trim();
  if (title.length < 1 || title.length > 60) errors.title = messages.errors.title;
  if (business.length > 60) errors.business = messages.errors.business;
  if (code.length > 60) errors.code = messages.errors.code;
  if (notes.length > 1000) errors.notes = messages.errors.notes;
  if (values.expiresAt && !isValidDate(values.expiresAt)) errors.expiresAt = messages.errors.date;
  let value: number | null;
  if (values.discountType === 'percent') {
    value = Number(values.value.trim().replace('%', ''));
    if (!values.value.trim() || !Number.isFinite(value) || value <= 0 || value > 100) {
      errors.value = messages.errors.percent;
    }
  } else {
    value = parseShekels(values.value);
    if (value === null)
      errors.value = isAmbiguousShekels(values.value) ? messages.errors.ambiguous : messages.errors.fixed;
  }
  if (Object.keys(errors).length > 0) return { errors };
  const data: DiscountData = {
    title,
    discountType: values.discountType,
    value: value!,
    isUsed: previous?.isUsed ?? false,
    ...(business ? { business } : {}),
    ...(code ? { code } : {}),
    ...(values.expiresAt ? { expiresAt: values.expiresAt } : {}),
    ...(values.category ? { category: values.category } : {}),
    ...(notes ? { notes } : {}),
    ...(previous?.isUsed && previous.usedAt ? { usedAt: previous.usedAt } : {}),
    ...(previous?.isUsed && previous.savedAmount !== undefined ? { savedAmount: previous.savedAmount } : {}),
  };
  return { data };
}

/** The stored discount's body for a `PUT` that changes only how it was used. */
export function withUse(
  discount: Discount,
  use: { isUsed: true; usedAt: string; savedAmount?: number } | { isUsed: false },
): DiscountData {
  // The API answers extra bookkeeping fields (createdAt, …) that its strict body refuses.
  const fields = pickDiscountFields(discount);
  return use.isUsed ? { ...fields, ...use } : { ...fields, isUsed: false };
}

const DISCOUNT_FIELDS = [
  'title',
  'business',
  'discountType',
  'value',
  'code',
  'expiresAt',
  'category',
  'notes',
] as const;

function pickDiscountFields(source: Partial<Discount>) {
  const picked: Record<string, unknown> = {};
  for (const key of DISCOUNT_FIELDS) if (source[key] !== undefined) picked[key] = source[key];
  return picked as Pick<DiscountData, 'title' | 'discountType' | 'value'> & Partial<DiscountData>;
}

/** A saved amount to suggest when marking used: a fixed discount saves its value. */
export const suggestedSaving = (discount: Discount) =>
  discount.discountType === 'fixed' ? String(discount.value) : '';
