import { restoreReplySchema, type RestoreReply } from '@kaspit/api-contract';
import { Hono } from 'hono';
import type { Db } from 'mongodb';
import { z } from 'zod';
import type { AuthVariables } from '../../middleware/require-user/index.js';
import { ApiError, ok, type FieldError } from '../../infrastructure/envelope/index.js';
import { validate } from '../../middleware/validation/index.js';
import { restoreBackup, type Backup } from '../../services/backup/restore.js';
import { toUserData, type UsersRepository } from '../../services/users/repository.js';
import { documented } from '../openapi/describe.js';
import { backupFile } from './schema.js';

/** A backup is a whole account, so its request may be larger than any other (see app.ts). */
export const MAX_BACKUP_BYTES = 16 * 1024 * 1024;

const body = z.strictObject({ backup: backupFile });
const ownerQuery = z.strictObject({ userId: z.uuid().optional() });

/**
 * `POST /restore`: brings a Kaspit JSON export back into the caller's account — recurring payments with their
 * price history and pauses, installment plans as plans, incomes, discounts, and the export's categories, budgets,
 * payment methods and balances. Idempotent: records keep their exported ids, so a second restore adds nothing.
 */
export function restoreRoutes(deps: { db: Db; users: UsersRepository }) {
  const app = new Hono<{ Variables: AuthVariables }>().post(
    '/',
    documented({
      summary:
        'Restore a Kaspit JSON export into the account (records keep their ids: a second restore adds nothing)',
      tag: 'Backup',
      data: restoreReplySchema,
      extraStatuses: [201, 404, 409, 413],
    }),
    validate('query', ownerQuery),
    validate('json', body),
    async (c) => {
      const { backup } = c.req.valid('json');
      const result = await restoreBackup(
        deps.db,
        deps.users,
        c.get('userId'),
        backup as unknown as Backup,
      ).catch((error: unknown) => {
        // Named from the request body, as the schema's own refusals are.
        if (!(error instanceof ApiError) || error.status !== 400) throw error;
        const errors = (error.data?.errors as FieldError[]).map((e) => ({ ...e, path: `backup.${e.path}` }));
        throw new ApiError(400, error.message, { errors });
      });
      const created = Object.values(result.counts).reduce((sum, kind) => sum + kind.created, 0);
      return ok(
        c,
        {
          restored: result.counts,
          settings: result.settings,
          userData: toUserData(result.user),
        } satisfies RestoreReply,
        created ? 'Restored' : 'Nothing new to restore',
        created ? 201 : 200,
      );
    },
  );
  return { app };
}
