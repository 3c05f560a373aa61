import type { Db } from 'mongodb';
import { bulkCreateRoutes } from './records/bulk-create.js';
import { recordRoutes } from './records/index.js';
import type { ReplyCache } from '../middleware/reply-cache/index.js';
import type { CurrentUsers } from '../services/users/current-user/index.js';
import type { UsersRepository } from '../services/users/repository.js';
import { aiRoutes } from './ai/index.js';
import { discountsResource } from '../services/records/kinds/discounts.js';
import { incomeBulkRow, incomesResource } from '../services/records/kinds/incomes.js';
import { outcomeBulkRow, outcomesResource } from '../services/records/kinds/outcomes.js';
import { transferBulkRow, transfersResource } from '../services/records/kinds/transfers.js';
import { recurringPaymentsRoutes } from './recurring-payments/index.js';
import { restoreRoutes } from './restore/index.js';
import { searchRoutes } from './search/index.js';
import { statisticsRoutes } from './statistics/index.js';

/** The resources behind a bearer token, each with the path it is mounted at. */
export function signedInResources(deps: {
  db: Db;
  users: UsersRepository;
  currentUsers: CurrentUsers;
  replies?: ReplyCache;
}) {
  const outcomes = recordRoutes(deps, outcomesResource);
  const incomes = recordRoutes(deps, incomesResource);
  const outcomesBulk = bulkCreateRoutes(deps, outcomesResource, outcomeBulkRow);
  const incomesBulk = bulkCreateRoutes(deps, incomesResource, incomeBulkRow);
  // Inside the resource's own app, so the signed-in checks registered for its paths run once.
  const transfers = recordRoutes(deps, transfersResource);
  const transfersBulk = bulkCreateRoutes(deps, transfersResource, transferBulkRow);
  outcomes.app.route('/bulk', outcomesBulk.app);
  incomes.app.route('/bulk', incomesBulk.app);
  transfers.app.route('/bulk', transfersBulk.app);
  const discounts = recordRoutes(deps, discountsResource);
  const recurring = recurringPaymentsRoutes(deps);
  const statistics = statisticsRoutes(deps);
  const ai = aiRoutes(deps);
  const search = searchRoutes(deps);
  const restore = restoreRoutes(deps);
  return [
    { path: '/outcomes', app: outcomes.app },
    { path: '/incomes', app: incomes.app },
    { path: '/discounts', app: discounts.app },
    { path: '/transfers', app: transfers.app },
    { path: '/recurring-payments', app: recurring.app },
    { path: '/statistics', app: statistics.app },
    { path: '/ai', app: ai.app },
    { path: '/search', app: search.app },
    { path: '/restore', app: restore.app },
  ];
}
