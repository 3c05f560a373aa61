import { ApiError } from '../../infrastructure/envelope/index.js';
import { nameKey } from '../../infrastructure/schemas/index.js';
import type { UserDoc } from '../users/repository.js';

/**
 * A record's category and payment method must be the user's own; the stored spelling is the user's, so
 * "מזון  וסופר" typed with two spaces is saved as the category it means.
 */
export function resolveReferences(
  user: UserDoc,
  refs: { category?: string; paymentMethod?: string },
): { category?: string; paymentMethod?: string } {
  const errors: { path: string; message: string }[] = [];
  const resolved: { category?: string; paymentMethod?: string } = {};
  if (refs.category !== undefined) {
    const found = user.categories.find((c) => nameKey(c.categoryName) === nameKey(refs.category!));
    if (found) resolved.category = found.categoryName;
    else errors.push({ path: 'category', message: 'category must be one of your categories' });
  }
  if (refs.paymentMethod !== undefined) {
    const found = user.paymentMethods.find(
      (p) => nameKey(p.paymentMethodName) === nameKey(refs.paymentMethod!),
    );
    if (found) resolved.paymentMethod = found.paymentMethodName;
    else errors.push({ path: 'paymentMethod', message: 'paymentMethod must be one of your payment methods' });
  }
  if (errors.length) throw new ApiError(400, 'Validation failed', { errors });
  return resolved;
}
