import { Hono, type Context } from 'hono';
import type { Db } from 'mongodb';
import type { AuthVariables } from '../../auth/require-user/index.js';
import { fail, ok } from '../../envelope/index.js';
import { renameReferences } from '../../records/rename-references.js';
import { nameKey } from '../../schemas/index.js';
import { toUserData } from '../../users/repository.js';
import type { ListChange, ListResult, UserSettingsRepository } from '../../users/settings-repository.js';
import { validate } from '../../validation/index.js';
import { categoryRenameBody, nameParam, paymentMethodRenameBody } from './schemas.js';

/**
 * Renames the entry of `list` named `from` to `to`, refusing a name another entry has. When `from` is gone but
 * `to` is there, the rename already happened (a retried request): the list is handed back unchanged, so the caller
 * still moves any records left behind and answers with the current state.
 */
function renameIn<T>(
  list: T[],
  nameOf: (item: T) => string,
  withName: (item: T, name: string) => T,
  from: string,
  to: string,
): ListChange<T> {
  const index = list.findIndex((item) => nameKey(nameOf(item)) === nameKey(from));
  const taken = list.findIndex((item) => nameKey(nameOf(item)) === nameKey(to));
  if (index < 0) return taken < 0 ? { refused: 'missing' } : { next: list };
  if (taken >= 0 && taken !== index) return { refused: 'duplicate' };
  if (nameOf(list[index]!) === to) return { next: list };
  return { next: list.map((item, i) => (i === index ? withName(item, to) : item)) };
}

/** A refused rename as 409 (the new name is another entry's) or 404 (no such entry, or no user). */
function refusal(c: Context, result: Extract<ListResult, { refused: string }>, what: string) {
  if (result.refused === 'duplicate') return fail(c, 409, `${what} already exists`);
  return fail(c, 404, result.refused === 'no-user' ? 'User not found' : `${what} not found`);
}

/**
 * `PATCH /:userId/categories/:name/name` and `/:userId/payments-methods/:name/name` with `{ newName }`: the entry
 * is renamed in the user record first (a category keeps its budget), then every record of the caller that carries
 * the old name. If the second step is cut short, repeating the request finishes it.
 */
export function renameRoutes(deps: { settings: UserSettingsRepository; db: Db }) {
  const { settings, db } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .patch(
      '/:userId/categories/:name/name',
      validate('param', nameParam),
      validate('json', categoryRenameBody),
      async (c) => {
        const { userId, name } = c.req.valid('param');
        const { newName } = c.req.valid('json');
        const result = await settings.editCategories(userId, (current) =>
          renameIn(
            current,
            (cat) => cat.categoryName,
            (cat, categoryName) => ({ ...cat, categoryName }),
            name,
            newName,
          ),
        );
        if ('refused' in result) return refusal(c, result, 'Category');
        const { user } = result;
        const stored = user.categories.find((cat) => nameKey(cat.categoryName) === nameKey(newName))!;
        const renamedRecords = await renameReferences(db, userId, 'category', name, stored.categoryName);
        return ok(
          c,
          { userData: toUserData(user), categories: user.categories, budgets: user.budgets, renamedRecords },
          'Category renamed',
        );
      },
    )
    .patch(
      '/:userId/payments-methods/:name/name',
      validate('param', nameParam),
      validate('json', paymentMethodRenameBody),
      async (c) => {
        const { userId, name } = c.req.valid('param');
        const { newName } = c.req.valid('json');
        const result = await settings.editPaymentMethods(userId, (current) =>
          renameIn(
            current,
            (m) => m.paymentMethodName,
            (m, paymentMethodName) => ({ ...m, paymentMethodName }),
            name,
            newName,
          ),
        );
        if ('refused' in result) return refusal(c, result, 'Payment method');
        const { user } = result;
        const stored = user.paymentMethods.find((m) => nameKey(m.paymentMethodName) === nameKey(newName))!;
        const renamedRecords = await renameReferences(
          db,
          userId,
          'paymentMethod',
          name,
          stored.paymentMethodName,
        );
        return ok(
          c,
          { userData: toUserData(user), paymentMethods: user.paymentMethods, renamedRecords },
          'Payment method renamed',
        );
      },
    );
}
