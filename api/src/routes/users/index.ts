import { Hono } from 'hono';
import { z } from 'zod';
import { billingCycleIssues } from '@kaspit/domain';
import type { RefreshTokens } from '../../services/auth/refresh-tokens/index.js';
import type { AuthVariables } from '../../middleware/require-user/index.js';
import { fail, ok } from '../../infrastructure/envelope/index.js';
import type { RouteDoc } from '../openapi/route-doc.js';
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

/** `/users`: the caller's own user record. Mounted behind `requireUser`, which guarantees `:userId` is the caller. */
export function usersRoutes(deps: { users: UsersRepository; refreshTokens: RefreshTokens }) {
  return new Hono<{ Variables: AuthVariables }>()
    .post('/', validate('json', createBody), async (c) => {
      const userId = c.get('userId');
      const profile = c.req.valid('json').userData;
      const user = profile
        ? await deps.users.updateProfile(userId, profile)
        : await deps.users.findById(userId);
      return user ? ok(c, { userData: toUserData(user) }) : fail(c, 404, 'User not found');
    })
    .get('/:userId', validate('param', userIdParam), async (c) => {
      const user = await deps.users.findById(c.req.valid('param').userId);
      return user ? ok(c, { userData: toUserData(user) }) : fail(c, 404, 'User not found');
    })
    .patch('/:userId/profile', validate('param', userIdParam), validate('json', profileSchema), async (c) => {
      const user = await deps.users.updateProfile(c.req.valid('param').userId, c.req.valid('json'));
      return user ? ok(c, { userData: toUserData(user) }, 'Profile updated') : fail(c, 404, 'User not found');
    })
    .delete('/:userId', validate('param', userIdParam), async (c) => {
      const { userId } = c.req.valid('param');
      await deps.refreshTokens.revokeUser(userId);
      const deleted = await deps.users.deleteWithData(userId);
      // Nothing left to version: the write tracker must not bring the account's data version back.
      if (deleted) c.set('writeTracked' as never, true as never);
      return deleted ? ok(c, {}, 'User deleted') : fail(c, 404, 'User not found');
    });
}

const tag = 'Users';
const userData = z.object({ userData: z.record(z.string(), z.unknown()) });

export const usersDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/users',
    summary: "The caller's user record, applying the profile fields the body carries",
    tag,
    body: createBody,
    data: userData,
    extraStatuses: [404],
  },
  {
    method: 'get',
    path: '/users/{userId}',
    summary: "The caller's user data",
    tag,
    data: userData,
    extraStatuses: [404],
  },
  {
    method: 'patch',
    path: '/users/{userId}/profile',
    summary: 'Update display name, photo or billing cycle',
    tag,
    body: profileSchema,
    data: userData,
    extraStatuses: [404],
  },
  {
    method: 'delete',
    path: '/users/{userId}',
    summary: 'Delete the user with all their data and sessions',
    tag,
    extraStatuses: [404],
  },
];
