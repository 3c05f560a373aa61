import { Hono, type Context } from 'hono';
import type { Db } from 'mongodb';
import type { AuthVariables } from '../../middleware/require-user/index.js';
import { fail, ok } from '../../infrastructure/envelope/index.js';
import { renameReferences, type ReferenceKind } from '../../services/records/rename-references.js';
import { nameKey } from '../../infrastructure/schemas/index.js';
import { toUserData, type UserDoc } from '../../services/users/repository.js';
import type {
  Category,
  IncomeCategory,
  ListChange,
  ListResult,
  PaymentMethod,
  UserSettingsRepository,
} from '../../services/users/settings-repository.js';
import { validate } from '../../middleware/validation/index.js';
import { documented, type RouteDescription } from '../openapi/describe.js';
import { categoryRenameBody, nameParam, paymentMethodRenameBody, replies, SETTINGS_TAG } from './schemas.js';

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

/** What differs between renaming a category and renaming a payment method. */
interface RenamableList<T> {
  path: 'categories' | 'payments-methods' | 'income-categories';
  body: typeof categoryRenameBody | typeof paymentMethodRenameBody;
  what: 'Category' | 'Payment method' | 'Income category';
  /** Which records carry the name, and in which field (see `renameReferences`). */
  field: ReferenceKind;
  nameOf: (item: T) => string;
  withName: (item: T, name: string) => T;
  edit: (
    settings: UserSettingsRepository,
    userId: string,
    decide: (current: T[]) => ListChange<T>,
  ) => Promise<ListResult>;
  listOf: (user: UserDoc) => T[];
  /** The reply's lists besides `userData` (a category's budgets change with it). */
  reply: (user: UserDoc) => Record<string, unknown>;
  /** The route's summary and reply in the OpenAPI document. */
  described: Pick<RouteDescription, 'summary' | 'data'>;
}

const categories: RenamableList<Category> = {
  path: 'categories',
  body: categoryRenameBody,
  what: 'Category',
  field: 'category',
  nameOf: (cat) => cat.categoryName,
  withName: (cat, categoryName) => ({ ...cat, categoryName }),
  edit: (settings, userId, decide) => settings.editCategories(userId, decide),
  listOf: (user) => user.categories,
  reply: (user) => ({ categories: user.categories, budgets: user.budgets }),
  described: {
    summary:
      "Rename a category (keeping its budget) and every record of the user's that carries it; repeating a rename that is done answers 200",
    data: replies.categoryRenamed,
  },
};

const paymentMethods: RenamableList<PaymentMethod> = {
  path: 'payments-methods',
  body: paymentMethodRenameBody,
  what: 'Payment method',
  field: 'paymentMethod',
  nameOf: (m) => m.paymentMethodName,
  withName: (m, paymentMethodName) => ({ ...m, paymentMethodName }),
  edit: (settings, userId, decide) => settings.editPaymentMethods(userId, decide),
  listOf: (user) => user.paymentMethods,
  reply: (user) => ({ paymentMethods: user.paymentMethods }),
  described: {
    summary:
      "Rename a payment method and every record of the user's that carries it; repeating a rename that is done answers 200",
    data: replies.paymentMethodRenamed,
  },
};

const incomeCategories: RenamableList<IncomeCategory> = {
  path: 'income-categories',
  body: categoryRenameBody,
  what: 'Income category',
  field: 'incomeCategory',
  nameOf: (cat) => cat.categoryName,
  withName: (cat, categoryName) => ({ ...cat, categoryName }),
  edit: (settings, userId, decide) => settings.editIncomeCategories(userId, decide),
  listOf: (user) => user.incomeCategories,
  reply: (user) => ({ incomeCategories: user.incomeCategories }),
  described: {
    summary:
      "Rename an income category and every income of the user's that carries it; repeating a rename that is done answers 200",
    data: replies.incomeCategoryRenamed,
  },
};

/**
 * `PATCH /:userId/categories/:name/name` and `/:userId/payments-methods/:name/name` with `{ newName }`: the entry
 * is renamed in the user record first (a category keeps its budget), then every record of the caller that carries
 * the old name. If the second step is cut short, repeating the request finishes it.
 */
export function renameRoutes(deps: { settings: UserSettingsRepository; db: Db }) {
  const { settings, db } = deps;
  const app = new Hono<{ Variables: AuthVariables }>();
  const mount = <T>(list: RenamableList<T>) =>
    app.patch(
      `/:userId/${list.path}/:name/name`,
      documented({ ...list.described, tag: SETTINGS_TAG, extraStatuses: [404, 409] }),
      validate('param', nameParam),
      validate('json', list.body),
      async (c) => {
        const { userId, name } = c.req.valid('param');
        const { newName } = c.req.valid('json');
        const result = await list.edit(settings, userId, (current) =>
          renameIn(current, list.nameOf, list.withName, name, newName),
        );
        if ('refused' in result) return refusal(c, result, list.what);
        const { user } = result;
        const stored = list.listOf(user).find((item) => nameKey(list.nameOf(item)) === nameKey(newName))!;
        const renamedRecords = await renameReferences(db, userId, list.field, name, list.nameOf(stored));
        return ok(
          c,
          { userData: toUserData(user), ...list.reply(user), renamedRecords },
          `${list.what} renamed`,
        );
      },
    );
  mount(categories);
  mount(paymentMethods);
  mount(incomeCategories);
  return app;
}
