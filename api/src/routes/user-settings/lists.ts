import { Hono, type Context } from 'hono';
import { fromAgorot, toAgorot } from '@kaspit/domain';
import type { AuthVariables } from '../../middleware/require-user/index.js';
import { fail, ok } from '../../infrastructure/envelope/index.js';
import { nameKey } from '../../infrastructure/schemas/index.js';
import { toUserData, type UsersRepository } from '../../services/users/repository.js';
import {
  budgetsOf,
  type ListResult,
  type UserSettingsRepository,
} from '../../services/users/settings-repository.js';
import { validate } from '../../middleware/validation/index.js';
import { documented } from '../openapi/describe.js';
import {
  budgetBody,
  categoryBody,
  nameParam,
  paymentMethodBody,
  replies,
  SETTINGS_TAG,
  userIdParam,
} from './schemas.js';

/** Stores shekels as the exact 2-decimal value of their agorot (and never `-0`). */
const shekels = (amount: number) => fromAgorot(toAgorot(amount));

const USER_NOT_FOUND = 'User not found';

/** Maps a refused list edit to its status; `notFound`/`duplicate` are the messages for this list. */
function refusal(
  c: Context,
  result: Extract<ListResult, { refused: string }>,
  notFound: string,
  duplicate = '',
) {
  if (result.refused === 'duplicate') return fail(c, 409, duplicate);
  return fail(c, 404, result.refused === 'no-user' ? USER_NOT_FOUND : notFound);
}

/** Payment methods, categories and budgets: name-keyed lists where names differ by more than case or spacing. */
export function listRoutes(deps: { users: UsersRepository; settings: UserSettingsRepository }) {
  const { settings } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .patch(
      '/:userId/payments-methods',
      documented({
        summary: 'Add a payment method (names are unique ignoring case and spacing)',
        tag: SETTINGS_TAG,
        data: replies.paymentMethods,
        extraStatuses: [404, 409],
      }),
      validate('param', userIdParam),
      validate('json', paymentMethodBody),
      async (c) => {
        const { paymentMethodName, writeId } = c.req.valid('json');
        const result = await settings.editPaymentMethods(
          c.req.valid('param').userId,
          (current) =>
            current.some((m) => nameKey(m.paymentMethodName) === nameKey(paymentMethodName))
              ? { refused: 'duplicate' }
              : { next: [...current, { paymentMethodName }] },
          writeId,
        );
        if ('refused' in result) return refusal(c, result, USER_NOT_FOUND, 'Payment method already exists');
        const { user } = result;
        return ok(
          c,
          { userData: toUserData(user), paymentMethods: user.paymentMethods },
          'Payment method added',
        );
      },
    )
    .delete(
      '/:userId/payments-methods/:name',
      documented({
        summary: 'Remove a payment method (records that used it keep the name)',
        tag: SETTINGS_TAG,
        data: replies.paymentMethods,
        extraStatuses: [404],
      }),
      validate('param', nameParam),
      async (c) => {
        const { userId, name } = c.req.valid('param');
        // Records that used it keep the name as text, so they stay readable; nothing else is touched.
        const result = await settings.editPaymentMethods(userId, (current) => {
          const next = current.filter((m) => nameKey(m.paymentMethodName) !== nameKey(name));
          return next.length === current.length ? { refused: 'missing' } : { next };
        });
        if ('refused' in result) return refusal(c, result, 'Payment method not found');
        const { user } = result;
        return ok(
          c,
          { userData: toUserData(user), paymentMethods: user.paymentMethods },
          'Payment method removed',
        );
      },
    )
    .get(
      '/:userId/categories',
      documented({ summary: 'List categories', tag: SETTINGS_TAG, data: replies.categories }),
      validate('param', userIdParam),
      async (c) => {
        const user = await deps.users.findById(c.req.valid('param').userId);
        return user ? ok(c, { categories: user.categories }) : fail(c, 404, USER_NOT_FOUND);
      },
    )
    .patch(
      '/:userId/categories',
      documented({
        summary: 'Add a category or set its budget (0 = no budget); keeps budgets in step',
        tag: SETTINGS_TAG,
        extraStatuses: [404],
      }),
      validate('param', userIdParam),
      validate('json', categoryBody),
      async (c) => {
        const { categoryName, budgetAmount } = c.req.valid('json');
        const amount = shekels(budgetAmount);
        // Upsert by name: an existing category keeps its spelling and gets the new budget.
        const result = await settings.editCategories(c.req.valid('param').userId, (current) => {
          const index = current.findIndex((cat) => nameKey(cat.categoryName) === nameKey(categoryName));
          if (index < 0) return { next: [...current, { categoryName, budgetAmount: amount }] };
          return { next: current.map((cat, i) => (i === index ? { ...cat, budgetAmount: amount } : cat)) };
        });
        if ('refused' in result) return refusal(c, result, USER_NOT_FOUND);
        const { user } = result;
        return ok(
          c,
          { userData: toUserData(user), categories: user.categories, budgets: user.budgets },
          'Category saved',
        );
      },
    )
    .delete(
      '/:userId/categories/:name',
      documented({ summary: 'Remove a category and its budget', tag: SETTINGS_TAG, extraStatuses: [404] }),
      validate('param', nameParam),
      async (c) => {
        const { userId, name } = c.req.valid('param');
        // Its budget goes with it (`budgets` is derived); records keep the category name as text.
        const result = await settings.editCategories(userId, (current) => {
          const next = current.filter((cat) => nameKey(cat.categoryName) !== nameKey(name));
          return next.length === current.length ? { refused: 'missing' } : { next };
        });
        if ('refused' in result) return refusal(c, result, 'Category not found');
        const { user } = result;
        return ok(
          c,
          { userData: toUserData(user), categories: user.categories, budgets: user.budgets },
          'Category removed',
        );
      },
    )
    .get(
      '/:userId/budgets',
      documented({
        summary: 'Budgets by category name (categories without a budget are absent) and the categories',
        tag: SETTINGS_TAG,
        data: replies.budgets,
      }),
      validate('param', userIdParam),
      async (c) => {
        const user = await deps.users.findById(c.req.valid('param').userId);
        if (!user) return fail(c, 404, USER_NOT_FOUND);
        // Derived from the categories rather than read from `budgets`, so the two can never disagree in a reply.
        return ok(c, { budgets: budgetsOf(user.categories), categories: user.categories });
      },
    )
    .patch(
      '/:userId/budgets',
      documented({
        summary: "Set an existing category's budget (0 = no budget)",
        tag: SETTINGS_TAG,
        data: replies.budgets,
        extraStatuses: [404],
      }),
      validate('param', userIdParam),
      validate('json', budgetBody),
      async (c) => {
        const { categoryName, budgetAmount } = c.req.valid('json');
        const amount = shekels(budgetAmount);
        const result = await settings.editCategories(c.req.valid('param').userId, (current) => {
          const index = current.findIndex((cat) => nameKey(cat.categoryName) === nameKey(categoryName));
          if (index < 0) return { refused: 'missing' };
          return { next: current.map((cat, i) => (i === index ? { ...cat, budgetAmount: amount } : cat)) };
        });
        if ('refused' in result) return refusal(c, result, 'Category not found');
        const { user } = result;
        return ok(
          c,
          { userData: toUserData(user), budgets: user.budgets, categories: user.categories },
          'Budget updated',
        );
      },
    );
}
