import { Hono } from 'hono';
import type { Db } from 'mongodb';
import type { AuthVariables } from '../../middleware/require-user/index.js';
import type { RouteDoc } from '../openapi/route-doc.js';
import type { UsersRepository } from '../../services/users/repository.js';
import { userSettingsRepository } from '../../services/users/settings-repository.js';
import { balanceRoutes } from './balance.js';
import { consentRoutes } from './consent.js';
import { importPreferencesBody, importPreferencesRoutes } from './import-preferences.js';
import { incomeCategoryRoutes } from './income-categories.js';
import { listRoutes } from './lists.js';
import { renameRoutes } from './rename.js';
import {
  aiSubscriptionBody,
  balanceBody,
  balanceQuery,
  budgetBody,
  categoryBody,
  categoryRenameBody,
  cookiesConsentBody,
  incomeCategoryBody,
  paymentMethodBody,
  paymentMethodRenameBody,
  replies,
} from './schemas.js';

/**
 * `/users/:userId/...`: the settings the personal area edits. Mounted at `/users` behind `requireUser`, which
 * guarantees `:userId` is the caller.
 */
export function userSettingsRoutes(deps: { users: UsersRepository; db: Db }) {
  const settings = userSettingsRepository(deps.db);
  return new Hono<{ Variables: AuthVariables }>()
    .route('/', listRoutes({ users: deps.users, settings }))
    .route('/', incomeCategoryRoutes({ settings }))
    .route('/', renameRoutes({ settings, db: deps.db }))
    .route('/', balanceRoutes({ users: deps.users, settings }))
    .route('/', consentRoutes({ settings }))
    .route('/', importPreferencesRoutes({ db: deps.db }));
}

const tag = 'User settings';
const base = '/users/{userId}';

export const userSettingsDocs: RouteDoc[] = [
  {
    method: 'put',
    path: `${base}/import-preferences`,
    summary:
      "Remember an import's choices: issuer categories → the user's categories, cards' last 4 digits → payment methods",
    tag,
    body: importPreferencesBody,
    extraStatuses: [404],
  },
  {
    method: 'patch',
    path: `${base}/payments-methods`,
    summary: 'Add a payment method (names are unique ignoring case and spacing)',
    tag,
    body: paymentMethodBody,
    data: replies.paymentMethods,
    extraStatuses: [404, 409],
  },
  {
    method: 'delete',
    path: `${base}/payments-methods/{name}`,
    summary: 'Remove a payment method (records that used it keep the name)',
    tag,
    data: replies.paymentMethods,
    extraStatuses: [404],
  },
  {
    method: 'patch',
    path: `${base}/payments-methods/{name}/name`,
    summary:
      "Rename a payment method and every record of the user's that carries it; repeating a rename that is done answers 200",
    tag,
    body: paymentMethodRenameBody,
    data: replies.paymentMethodRenamed,
    extraStatuses: [404, 409],
  },
  { method: 'get', path: `${base}/categories`, summary: 'List categories', tag, data: replies.categories },
  {
    method: 'patch',
    path: `${base}/income-categories`,
    summary: 'Add an income category (names are unique ignoring case and spacing)',
    tag,
    body: incomeCategoryBody,
    data: replies.incomeCategories,
    extraStatuses: [404, 409],
  },
  {
    method: 'delete',
    path: `${base}/income-categories/{name}`,
    summary: 'Remove an income category (incomes that used it keep the name)',
    tag,
    data: replies.incomeCategories,
    extraStatuses: [404],
  },
  {
    method: 'patch',
    path: `${base}/income-categories/{name}/name`,
    summary:
      "Rename an income category and every income of the user's that carries it; repeating a rename that is done answers 200",
    tag,
    body: categoryRenameBody,
    data: replies.incomeCategoryRenamed,
    extraStatuses: [404, 409],
  },
  {
    method: 'patch',
    path: `${base}/categories`,
    summary: 'Add a category or set its budget (0 = no budget); keeps budgets in step',
    tag,
    body: categoryBody,
    extraStatuses: [404],
  },
  {
    method: 'delete',
    path: `${base}/categories/{name}`,
    summary: 'Remove a category and its budget',
    tag,
    extraStatuses: [404],
  },
  {
    method: 'patch',
    path: `${base}/categories/{name}/name`,
    summary:
      "Rename a category (keeping its budget) and every record of the user's that carries it; repeating a rename that is done answers 200",
    tag,
    body: categoryRenameBody,
    data: replies.categoryRenamed,
    extraStatuses: [404, 409],
  },
  {
    method: 'get',
    path: `${base}/budgets`,
    summary: 'Budgets by category name (categories without a budget are absent) and the categories',
    tag,
    data: replies.budgets,
  },
  {
    method: 'patch',
    path: `${base}/budgets`,
    summary: "Set an existing category's budget (0 = no budget)",
    tag,
    body: budgetBody,
    data: replies.budgets,
    extraStatuses: [404],
  },
  {
    method: 'get',
    path: `${base}/bank-account-balance`,
    summary: "One month's bank balance (`balance`, null if none) or, without `month`, all of them by month",
    tag,
    query: balanceQuery,
  },
  {
    method: 'patch',
    path: `${base}/bank-account-balance`,
    summary: "Set a month's bank balance (0 or negative allowed)",
    tag,
    body: balanceBody,
    data: replies.balance,
    extraStatuses: [404],
  },
  {
    method: 'post',
    path: `${base}/bank-account-balance`,
    summary: "Start the current billing month's balance from the latest earlier month (idempotent)",
    tag,
    data: replies.balance,
    extraStatuses: [201, 404],
  },
  {
    method: 'patch',
    path: `${base}/ai-subscription`,
    summary: 'Turn the AI page on or off',
    tag,
    body: aiSubscriptionBody,
    data: replies.userData,
    extraStatuses: [404],
  },
  {
    method: 'patch',
    path: `${base}/cookies-consent`,
    summary: 'Record a cookies consent (essential is always on; the latest 50 are kept)',
    tag,
    body: cookiesConsentBody,
    data: replies.userData,
    extraStatuses: [404],
  },
];
