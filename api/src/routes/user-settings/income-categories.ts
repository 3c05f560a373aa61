import { Hono } from 'hono';
import type { AuthVariables } from '../../middleware/require-user/index.js';
import { fail, ok } from '../../infrastructure/envelope/index.js';
import { nameKey } from '../../infrastructure/schemas/index.js';
import { toUserData, type UserDoc } from '../../services/users/repository.js';
import type { ListResult, UserSettingsRepository } from '../../services/users/settings-repository.js';
import { validate } from '../../middleware/validation/index.js';
import { documented } from '../openapi/describe.js';
import { incomeCategoryBody, nameParam, replies, SETTINGS_TAG, userIdParam } from './schemas.js';

const reply = (user: UserDoc) => ({ userData: toUserData(user), incomeCategories: user.incomeCategories });

/** 404 for no user or no such category, 409 for a name the list already has. */
const refusedStatus = (result: Extract<ListResult, { refused: string }>) =>
  result.refused === 'duplicate' ? 409 : 404;
const refusedMessage = (result: Extract<ListResult, { refused: string }>) =>
  result.refused === 'duplicate'
    ? 'Income category already exists'
    : result.refused === 'no-user'
      ? 'User not found'
      : 'Income category not found';

/** The income categories: names unique ignoring case and spacing, added and removed like payment methods. */
export function incomeCategoryRoutes(deps: { settings: UserSettingsRepository }) {
  const { settings } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .patch(
      '/:userId/income-categories',
      documented({
        summary: 'Add an income category (names are unique ignoring case and spacing)',
        tag: SETTINGS_TAG,
        data: replies.incomeCategories,
        extraStatuses: [404, 409],
      }),
      validate('param', userIdParam),
      validate('json', incomeCategoryBody),
      async (c) => {
        const { categoryName } = c.req.valid('json');
        const result = await settings.editIncomeCategories(c.req.valid('param').userId, (current) =>
          current.some((cat) => nameKey(cat.categoryName) === nameKey(categoryName))
            ? { refused: 'duplicate' }
            : { next: [...current, { categoryName }] },
        );
        if ('refused' in result) return fail(c, refusedStatus(result), refusedMessage(result));
        return ok(c, reply(result.user), 'Income category added');
      },
    )
    .delete(
      '/:userId/income-categories/:name',
      documented({
        summary: 'Remove an income category (incomes that used it keep the name)',
        tag: SETTINGS_TAG,
        data: replies.incomeCategories,
        extraStatuses: [404],
      }),
      validate('param', nameParam),
      async (c) => {
        const { userId, name } = c.req.valid('param');
        // Incomes that used it keep the name as text, so they stay readable.
        const result = await settings.editIncomeCategories(userId, (current) => {
          const next = current.filter((cat) => nameKey(cat.categoryName) !== nameKey(name));
          return next.length === current.length ? { refused: 'missing' } : { next };
        });
        if ('refused' in result) return fail(c, refusedStatus(result), refusedMessage(result));
        return ok(c, reply(result.user), 'Income category removed');
      },
    );
}
