import { Hono } from 'hono';
import type { Db } from 'mongodb';
import { z } from 'zod';
import { statisticsReplySchema, type Statistics, type StatisticsReply } from '@kaspit/api-contract';
import { currentBillingMonth } from '@kaspit/domain';
import type { AuthVariables } from '../../middleware/require-user/index.js';
import { fail, ok } from '../../infrastructure/envelope/index.js';
import { documented } from '../openapi/describe.js';
import { monthSchema } from '../../infrastructure/schemas/index.js';
import { createMemo } from '../../infrastructure/memo/index.js';
import { cachedReplies, replyVersion, type ReplyCache } from '../../middleware/reply-cache/index.js';
import { dataVersionKey, type CurrentUsers } from '../../services/users/current-user/index.js';
import { validate } from '../../middleware/validation/index.js';
import { monthStatistics } from './compute.js';

const statisticsQuery = z.strictObject({ userId: z.uuid().optional(), month: monthSchema.optional() });

/** `GET /statistics?userId&month=YYYY-MM` (default: the current billing month). */
export function statisticsRoutes(deps: { db: Db; currentUsers: CurrentUsers; replies?: ReplyCache }) {
  // A month's statistics change only with the user's data (records, categories, budgets, billing cycle), so they
  // are computed once per data version; the trend's twelve months are not regrouped on every request.
  const memo = createMemo<Statistics>();
  const app = new Hono<{ Variables: AuthVariables }>().get(
    '/',
    documented({
      summary: "A billing month's totals, breakdowns and 12-month trend",
      tag: 'Statistics',
      data: statisticsReplySchema,
    }),
    // Without a month the reply follows the clock (the current billing month): not kept.
    cachedReplies(deps.currentUsers, deps.replies, (c) => c.req.query('month') !== undefined),
    validate('query', statisticsQuery),
    async (c) => {
      const userId = c.get('userId');
      const user = await deps.currentUsers.get(userId, { atLeastVersion: replyVersion(c) });
      if (!user) return fail(c, 404, 'User not found');
      const month = c.req.valid('query').month ?? currentBillingMonth(user.billingCyclePeriod);
      const statistics = await memo.get(`${dataVersionKey(user)}|${month}`, () =>
        monthStatistics(deps.db, user, month),
      );
      return ok(c, { statistics } satisfies StatisticsReply);
    },
  );
  return { app };
}
