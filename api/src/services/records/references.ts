import { ApiError } from '../../infrastructure/envelope/index.js';
import { nameKey } from '../../infrastructure/schemas/index.js';
import type { UserDoc } from '../users/repository.js';

/**
 * A record's category and payment method must be the user's own (an income's category one of the income
 * categories); the stored spelling is the user's, so "מזון  וסופר" typed with two spaces is saved as the category
 * it means. With `unknownNames: 'keep'` (a restore) a name the lists do not hold is kept as written: a record
 * keeps its category's name when the category is removed, and a backup brings such records back as they were.
 */
export function resolveReferences(
  user: UserDoc,
  refs: { category?: string; paymentMethod?: string },
  kind: 'expense' | 'income' = 'expense',
  unknownNames: 'refuse' | 'keep' = 'refuse',
): { category?: string; paymentMethod?: string } {
  const errors: { path: string; message: string }[] = [];
  const resolved: { category?: string; paymentMethod?: string } = {};
  if (refs.category !== undefined) {
    const list = kind === 'income' ? user.incomeCategories : user.categories;
    const found = list.find((c) => nameKey(c.categoryName) === nameKey(refs.category!));
    if (found) resolved.category = found.categoryName;
    else if (unknownNames === 'keep') resolved.category = refs.category;
    else
      errors.push({
        path: 'category',
        message: `category must be one of your ${kind === 'income' ? 'income ' : ''}categories`,
      });
  }
  if (refs.paymentMethod !== undefined) {
    const found = user.paymentMethods.find(
      (p) => nameKey(p.paymentMethodName) === nameKey(refs.paymentMethod!),
    );
    if (found) resolved.paymentMethod = found.paymentMethodName;
    else if (unknownNames === 'keep') resolved.paymentMethod = refs.paymentMethod;
    else errors.push({ path: 'paymentMethod', message: 'paymentMethod must be one of your payment methods' });
  }
  if (errors.length) throw new ApiError(400, 'Validation failed', { errors });
  return resolved;
}
