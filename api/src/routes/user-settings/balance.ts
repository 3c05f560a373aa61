import { z } from 'zod';
import { Hono } from 'hono';
import { fromAgorot, toAgorot } from '@kaspit/domain';
import type { AuthVariables } from '../../middleware/require-user/index.js';
import { fail, ok } from '../../infrastructure/envelope/index.js';
import type { UsersRepository } from '../../services/users/repository.js';
import type { UserSettingsRepository } from '../../services/users/settings-repository.js';
import { validate } from '../../middleware/validation/index.js';
import { documented } from '../openapi/describe.js';
import { balanceBody, balanceQuery, replies, SETTINGS_TAG, userIdParam } from './schemas.js';

const USER_NOT_FOUND = 'User not found';

/** The bank balance the user records per billing month (`monthlyBankAccountBalance`). */
export function balanceRoutes(deps: { users: UsersRepository; settings: UserSettingsRepository }) {
  return new Hono<{ Variables: AuthVariables }>()
    .get(
      '/:userId/bank-account-balance',
      documented({
        summary:
          "One month's bank balance (`balance`, null if none) or, without `month`, all of them by month",
        tag: SETTINGS_TAG,
        data: z.union([replies.balance, replies.balances]),
      }),
      validate('param', userIdParam),
      validate('query', balanceQuery),
      async (c) => {
        const user = await deps.users.findById(c.req.valid('param').userId);
        if (!user) return fail(c, 404, USER_NOT_FOUND);
        const { month } = c.req.valid('query');
        const entries = user.monthlyBankAccountBalance;
        if (month) return ok(c, { balance: entries.find((e) => e.month === month) ?? null });
        // `YYYY-MM` sorts as text in calendar order.
        const sorted = [...entries].sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
        return ok(c, { monthlyBankAccountBalance: sorted });
      },
    )
    .patch(
      '/:userId/bank-account-balance',
      documented({
        summary: "Set a month's bank balance (0 or negative allowed)",
        tag: SETTINGS_TAG,
        data: replies.balanceSaved,
        extraStatuses: [404],
      }),
      validate('param', userIdParam),
      validate('json', balanceBody),
      async (c) => {
        const { month, amount, billingCyclePeriod } = c.req.valid('json');
        // Through agorot so the stored number is exactly the 2-decimal value validated (and never -0).
        const balance = { month, amount: fromAgorot(toAgorot(amount)), billingCyclePeriod };
        const user = await deps.settings.setBalance(c.req.valid('param').userId, balance);
        return user ? ok(c, { balance }, 'Balance updated') : fail(c, 404, USER_NOT_FOUND);
      },
    )
    .post(
      '/:userId/bank-account-balance',
      documented({
        summary: "Start the current billing month's balance from the latest earlier month (idempotent)",
        tag: SETTINGS_TAG,
        data: replies.balanceSaved,
        extraStatuses: [201, 404],
      }),
      validate('param', userIdParam),
      async (c) => {
        // No body: the month is today's billing month by the user's own cycle (Asia/Jerusalem).
        const result = await deps.settings.initBalance(c.req.valid('param').userId);
        if (!result) return fail(c, 404, USER_NOT_FOUND);
        return result.created
          ? ok(c, { balance: result.balance }, 'Balance initialised', 201)
          : ok(c, { balance: result.balance }, 'Balance already initialised');
      },
    );
}
