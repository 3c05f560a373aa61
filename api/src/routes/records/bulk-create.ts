import { Hono } from 'hono';
import type { Db } from 'mongodb';
import { z, type ZodObject } from 'zod';
import type { AuthVariables } from '../../middleware/require-user/index.js';
import { ApiError, fail, ok, type FieldError } from '../../infrastructure/envelope/index.js';
import { bulkReplySchema, type BulkReply, type BulkRowStatus } from '@kaspit/api-contract';
import { documented } from '../openapi/describe.js';
import type { UsersRepository } from '../../services/users/repository.js';
import { validate } from '../../middleware/validation/index.js';
import type { RecordResource } from '../../services/records/kind.js';
import { fingerprint, recordsRepository, type StoredRecord } from '../../services/records/repository.js';

/**
 * Rows one bulk request may carry: a 5,000-row card statement is ten requests, and 500 rows of the longest
 * fields allowed still fit the 1 MB body limit's order of magnitude (a typical row is ~200 bytes).
 */
export const MAX_BULK_ROWS = 500;

export type { BulkRowStatus } from '@kaspit/api-contract';

/**
 * `POST /<resource>/bulk`: many independent records in one request, for an import. Every row names its own id,
 * so a batch sent again (a lost reply, a retried import) stores nothing twice: a row already stored with the same
 * content is `existing`, one whose id holds different content is `conflict` and left alone. A row that fails
 * validation refuses the whole batch (400, each error's path naming the row) and nothing is stored.
 */
export function bulkCreateRoutes<D extends StoredRecord, I extends { id?: string }, S>(
  deps: { db: Db; users: UsersRepository },
  resource: RecordResource<D, I, S>,
  row: ZodObject,
) {
  const records = recordsRepository<D>(deps.db, resource.collection, resource.dateField);
  const body = z.strictObject({ [resource.plural]: z.array(row).min(1).max(MAX_BULK_ROWS) });
  const ownerQuery = z.strictObject({ userId: z.uuid().optional() });

  const app = new Hono<{ Variables: AuthVariables }>().post(
    '/',
    documented({
      summary: `Create up to ${MAX_BULK_ROWS} ${resource.plural} at once, each with its own id (idempotent per row)`,
      tag: resource.tag,
      data: bulkReplySchema,
      extraStatuses: [201, 404, 413],
    }),
    validate('query', ownerQuery),
    validate('json', body),
    async (c) => {
      const userId = c.get('userId');
      const inputs = c.req.valid('json')[resource.plural] as (I & { id: string })[];
      const repeated = inputs.flatMap((input, i) =>
        inputs.findIndex((other) => other.id === input.id) < i
          ? [{ path: `${resource.plural}.${i}.id`, message: 'id appears more than once in this batch' }]
          : [],
      );
      if (repeated.length) return fail(c, 400, 'Validation failed', { errors: repeated });
      const user = await deps.users.findById(userId);
      if (!user) throw new ApiError(404, 'User not found');
      const now = new Date();
      const errors: FieldError[] = [];
      const built = inputs.map((input, i) => {
        try {
          const [doc] = resource.build(input, { user, id: input.id, now });
          const createHash = fingerprint({ userId, input });
          return { ...doc, userId, createdAt: now, updatedAt: now, createHash } as unknown as D;
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          const rowErrors = (error.data?.errors as FieldError[] | undefined) ?? [
            { path: '', message: error.message },
          ];
          for (const e of rowErrors)
            errors.push({ path: `${resource.plural}.${i}.${e.path}`, message: e.message });
          return undefined;
        }
      });
      if (errors.length) return fail(c, 400, 'Validation failed', { errors });
      const docs = built as D[];

      const taken = await records.insertEach(docs);
      const stored = taken.size
        ? await records.collection
            .find({ userId, id: { $in: [...taken] } } as never, { projection: { id: 1, createHash: 1 } })
            .toArray()
        : [];
      const hashOf = new Map(stored.map((d) => [d.id as string, d.createHash as string | undefined]));
      const created = docs.filter((d) => !taken.has(d.id)).map((d) => d.id);
      // The account may have been deleted meanwhile: take back what this request stored.
      if (created.length && !(await deps.users.isActive(userId))) {
        await records.remove(userId, { id: { $in: created } });
        throw new ApiError(404, 'User not found');
      }
      const results = docs.map((d) => ({
        id: d.id,
        status: (!taken.has(d.id)
          ? 'created'
          : hashOf.get(d.id) === d.createHash
            ? 'existing'
            : 'conflict') satisfies BulkRowStatus as BulkRowStatus,
      }));
      const count = (status: BulkRowStatus) => results.filter((r) => r.status === status).length;
      const summary = { created: count('created'), existing: count('existing'), conflict: count('conflict') };
      return ok(
        c,
        { ...summary, results } satisfies BulkReply,
        summary.created ? 'Created' : 'ok',
        summary.created ? 201 : 200,
      );
    },
  );

  return { app };
}
