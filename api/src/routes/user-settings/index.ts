import { Hono } from 'hono';
import type { Db } from 'mongodb';
import type { AuthVariables } from '../../middleware/require-user/index.js';
import type { UsersRepository } from '../../services/users/repository.js';
import { userSettingsRepository } from '../../services/users/settings-repository.js';
import { balanceRoutes } from './balance.js';
import { consentRoutes } from './consent.js';
import { importPreferencesRoutes } from './import-preferences.js';
import { incomeCategoryRoutes } from './income-categories.js';
import { listRoutes } from './lists.js';
import { renameRoutes } from './rename.js';

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
