import { z } from 'zod';
import { MAX_AMOUNT_AGOROT, toAgorot } from '@kaspit/domain';
import { monthSchema, nameSchema, notesSchema } from '../../infrastructure/schemas/index.js';
import { billingCyclePeriodSchema } from '../users/index.js';

/** True when `value` is whole agorot (at most 2 decimals, finite) within `bounds`. */
function agorotWithin(value: number, bounds: (agorot: number) => boolean): boolean {
  try {
    return bounds(toAgorot(value));
  } catch {
    return false;
  }
}

/** A budget may be 0 ("no budget"), unlike an expense amount, which `amountSchema` requires to be positive. */
export const budgetAmountSchema = z
  .number()
  .refine(
    (v) => agorotWithin(v, (a) => a >= 0 && a <= MAX_AMOUNT_AGOROT),
    'budgetAmount must be 0 to 10,000,000 with at most 2 decimals',
  );

/** A bank balance may be 0 or negative (overdraft). */
export const balanceAmountSchema = z
  .number()
  .refine(
    (v) => agorotWithin(v, (a) => Math.abs(a) <= MAX_AMOUNT_AGOROT),
    'amount must be between -10,000,000 and 10,000,000 with at most 2 decimals',
  );

/**
 * A category name is also a key of `budgets`, i.e. a MongoDB field name, and those may not start with `$`.
 * (A `.` is fine: `budgets` is always written whole, never through a dotted path.)
 */
export const categoryNameSchema = nameSchema.refine((n) => !n.startsWith('$'), 'must not start with $');

export const userIdParam = z.strictObject({ userId: z.uuid() });
export const nameParam = z.strictObject({ userId: z.uuid(), name: nameSchema });

/** `writeId`: a key the client makes once per add, so the same add sent again is answered, not refused as a duplicate. */
export const paymentMethodBody = z.strictObject({
  paymentMethodName: nameSchema,
  writeId: z.uuid().optional(),
});
export const categoryBody = z.strictObject({
  categoryName: categoryNameSchema,
  budgetAmount: budgetAmountSchema,
});
export const budgetBody = z.strictObject({ categoryName: nameSchema, budgetAmount: budgetAmountSchema });
export const categoryRenameBody = z.strictObject({ newName: categoryNameSchema });
export const paymentMethodRenameBody = z.strictObject({ newName: nameSchema });
export const incomeCategoryBody = z.strictObject({ categoryName: categoryNameSchema });

export const balanceBody = z.strictObject({
  month: monthSchema,
  amount: balanceAmountSchema,
  billingCyclePeriod: billingCyclePeriodSchema,
});
export const balanceQuery = z.strictObject({ month: monthSchema.optional() });

export const aiSubscriptionBody = z.strictObject({ enabled: z.boolean() });
export const cookiesConsentBody = z.strictObject({
  cookiesConsent: z.strictObject({
    functional: z.boolean(),
    analytics: z.boolean(),
    // Accepted for the client's convenience but ignored: essential cookies cannot be refused.
    essential: z.boolean().optional(),
  }),
  notes: notesSchema.optional(),
});

/** The OpenAPI document's tag of every settings route. */
export const SETTINGS_TAG = 'User settings';

/** Reply shapes: the contract's, which the front end compiles against. */
export { userSettingsReplySchemas as replies } from '@kaspit/api-contract';
