import { Hono } from 'hono';
import type { Db } from 'mongodb';
import { z } from 'zod';
import { currentBillingMonth } from '@kaspit/domain';
import type { AuthVariables } from '../../auth/require-user/index.js';
import { fail, ok } from '../../envelope/index.js';
import type { RouteDoc } from '../../openapi/route-doc.js';
import { monthSchema } from '../../schemas/index.js';
import type { UsersRepository } from '../../users/repository.js';
import { validate } from '../../validation/index.js';
import { monthStatistics } from './compute.js';

const statisticsQuery = z.strictObject({ userId: z.uuid().optional(), month: monthSchema.optional() });

/** `GET /statistics?userId&month=YYYY-MM` (default: the current billing month). */
export function statisticsRoutes(deps: { db: Db; users: UsersRepository }) {
  const app = new Hono<{ Variables: AuthVariables }>().get(
    '/',
    validate('query', statisticsQuery),
    async (c) => {
      const user = await deps.users.findById(c.get('userId'));
      if (!user) return fail(c, 404, 'User not found');
      const month = c.req.valid('query').month ?? currentBillingMonth(user.billingCyclePeriod);
      return ok(c, { statistics: await monthStatistics(deps.db, user, month) });
    },
  );
  const docs: RouteDoc[] = [
    {
      method: 'get',
      path: '/statistics',
      summary: "A billing month's totals, breakdowns and 12-month trend",
      tag: 'Statistics',
      query: statisticsQuery,
    },
  ];
  return { app, docs };
}
