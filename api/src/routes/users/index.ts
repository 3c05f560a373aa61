import { Hono } from 'hono';
import { z } from 'zod';
import { userDataReplySchema, type UserDataReply } from '@kaspit/api-contract';
import { billingCycleIssues } from '@kaspit/domain';
import type { RefreshTokens } from '../../services/auth/refresh-tokens/index.js';
import type { AuthVariables } from '../../middleware/require-user/index.js';
import { fail, ok } from '../../infrastructure/envelope/index.js';
import { documented } from '../openapi/describe.js';
import { toUserData, type UsersRepository } from '../../services/users/repository.js';
import { validate } from '../../middleware/validation/index.js';

/** The billing cycle's rule lives in `@kaspit/domain`; this only maps its issues to field errors. */
export const billingCyclePeriodSchema = z
  .strictObject({ startDay: z.number(), endDay: z.number(), endMonth: z.union([z.literal(0), z.literal(1)]) })
  .superRefine((period, ctx) => {
    for (const issue of billingCycleIssues(period)) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path ? [issue.path] : [] });
    }
  });

const profileSchema = z
  .strictObject({
    displayName: z.string().trim().min(1).max(60).optional(),
    photoURL: z
      .url({ protocol: /^https?$/ })
      .max(1000)
      .nullable()
      .optional(),
    billingCyclePeriod: billingCyclePeriodSchema.optional(),
  })
  .refine((p) => Object.keys(p).length > 0, 'nothing to update');

const userIdParam = z.strictObject({ userId: z.uuid() });
const createBody = z.strictObject({ userData: profileSchema.optional() });

const tag = 'Users';

/** `/users`: the caller's own user record. Mounted behind `requireUser`, which guarantees `:userId` is the caller. */
export function usersRoutes(deps: { users: UsersRepository; refreshTokens: RefreshTokens }) {
  return new Hono<{ Variables: AuthVariables }>()
    .post(
      '/',
      documented({
        summary: "The caller's user record, applying the profile fields the body carries",
        tag,
        data: userDataReplySchema,
        extraStatuses: [404],
      }),
      validate('json', createBody),
      async (c) => {
        const userId = c.get('userId');
        const profile = c.req.valid('json').userData;
        const user = profile
          ? await deps.users.updateProfile(userId, profile)
          : await deps.users.findById(userId);
        return user
          ? ok(c, { userData: toUserData(user) } satisfies UserDataReply)
          : fail(c, 404, 'User not found');
      },
    )
    .get(
      '/:userId',
      documented({ summary: "The caller's user data", tag, data: userDataReplySchema, extraStatuses: [404] }),
      validate('param', userIdParam),
      async (c) => {
        const user = await deps.users.findById(c.req.valid('param').userId);
        return user
          ? ok(c, { userData: toUserData(user) } satisfies UserDataReply)
          : fail(c, 404, 'User not found');
      },
    )
    .patch(
      '/:userId/profile',
      documented({
        summary: 'Update display name, photo or billing cycle',
        tag,
        data: userDataReplySchema,
        extraStatuses: [404],
      }),
      validate('param', userIdParam),
      validate('json', profileSchema),
      async (c) => {
        const user = await deps.users.updateProfile(c.req.valid('param').userId, c.req.valid('json'));
        return user
          ? ok(c, { userData: toUserData(user) } satisfies UserDataReply, 'Profile updated')
          : fail(c, 404, 'User not found');
      },
    )
    .delete(
      '/:userId',
      documented({
        summary: 'Delete the user with all their data and sessions',
        tag,
        extraStatuses: [404],
      }),
      validate('param', userIdParam),
      async (c) => {
        const { userId } = c.req.valid('param');
        await deps.refreshTokens.revokeUser(userId);
        const deleted = await deps.users.deleteWithData(userId);
        // Nothing left to version: the write tracker must not bring the account's data version back.
        if (deleted) c.set('writeTracked' as never, true as never);
        return deleted ? ok(c, {}, 'User deleted') : fail(c, 404, 'User not found');
      },
    );
}
