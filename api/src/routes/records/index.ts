import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Db } from 'mongodb';
import { z } from 'zod';
import { fromAgorot } from '@kaspit/domain';
import type { AuthVariables } from '../../middleware/require-user/index.js';
import { ApiError, fail, ok } from '../../infrastructure/envelope/index.js';
import { recordDeletedSchema } from '@kaspit/api-contract';
import { documented } from '../openapi/describe.js';
import type { UserDoc, UsersRepository } from '../../services/users/repository.js';
import { createMemo } from '../../infrastructure/memo/index.js';
import { cachedReplies, replyVersion, type ReplyCache } from '../../middleware/reply-cache/index.js';
import { dataVersionKey, type CurrentUsers } from '../../services/users/current-user/index.js';
import { validate } from '../../middleware/validation/index.js';
import {
  listQuerySchema,
  pagedListQuerySchema,
  rangeOf,
  type PagedListQuery,
} from '../../services/records/list-query.js';
import { BadCursorError, pageRequestOf } from '../../services/records/page-query.js';
import {
  fingerprint,
  olderThan,
  recordsRepository,
  type StoredRecord,
} from '../../services/records/repository.js';
import type { RecordResource } from '../../services/records/kind.js';

function pagedRequest(query: PagedListQuery) {
  try {
    return pageRequestOf(query);
  } catch (error) {
    if (!(error instanceof BadCursorError)) throw error;
    throw new ApiError(400, 'Validation failed', { errors: [{ path: 'cursor', message: error.message }] });
  }
}

async function requireUserDoc(users: UsersRepository, userId: string): Promise<UserDoc> {
  const user = await users.findById(userId);
  if (!user) throw new ApiError(404, 'User not found');
  return user;
}

/** GET, POST, PUT /:id and DELETE /:id for one resource, all scoped to the caller. */
export function recordRoutes<D extends StoredRecord, I extends { id?: string }, S extends { id: string }>(
  deps: { db: Db; users: UsersRepository; currentUsers?: CurrentUsers; replies?: ReplyCache },
  resource: RecordResource<D, I, S>,
) {
  const records = recordsRepository<D>(deps.db, resource.collection, resource.dateField);
  const body = z.strictObject({ [resource.bodyKey]: resource.input });
  const idParam = z.strictObject({ id: z.uuid() });
  const ownerQuery = z.strictObject({ userId: z.uuid().optional() });
  const present = (docs: D[]) => docs.map(({ revision: _revision, ...d }) => resource.present(d as D));

  const stamp = (docs: ReturnType<typeof resource.build>, userId: string, now: Date, createHash?: string) =>
    docs.map(
      (d) => ({ ...d, userId, createdAt: now, updatedAt: now, ...(createHash ? { createHash } : {}) }) as D,
    );

  // What `data` holds, from the contract's schema of one record.
  const listed = z.object({ [resource.plural]: z.array(resource.shown) });
  const paged = listed.extend({
    nextCursor: z.string().nullable(),
    totals: z.object({ count: z.number().int(), amount: z.number() }),
  });
  const saved = z.object({ [resource.single]: resource.shown, [resource.plural]: z.array(resource.shown) });
  const { tag } = resource;

  const rangeTotals = createMemo<{ count: number; agorot: number }>();

  // Month listings of the records that grow (outcomes, incomes) are kept as sent until the user's next write.
  const keep =
    resource.pageable && deps.currentUsers
      ? cachedReplies(deps.currentUsers, deps.replies)
      : (_c: unknown, next: () => Promise<void>) => next();
  const app = new Hono<{ Variables: AuthVariables }>()
    .get(
      '/',
      documented({
        summary: resource.pageable
          ? `List ${resource.plural}: the whole list, or with limit/cursor/sort/filters one page plus nextCursor and the range's totals`
          : `List ${resource.plural}`,
        tag,
        data: resource.pageable ? z.union([listed, paged]) : listed,
      }),
      keep,
      validate('query', resource.pageable ? pagedListQuerySchema : listQuerySchema),
      async (c) => {
        const userId = c.get('userId');
        const query = c.req.valid('query') as PagedListQuery;
        const user = deps.currentUsers
          ? await deps.currentUsers.get(userId, { atLeastVersion: replyVersion(c) })
          : await deps.users.findById(userId);
        if (!user) throw new ApiError(404, 'User not found');
        const range = rangeOf(query, user.billingCyclePeriod);
        const request = resource.pageable ? pagedRequest(query) : undefined;
        if (request) {
          // Totals change only with the user's data, so they are computed once per data version (when known).
          const count = () => records.totals(userId, range, request.filter);
          const [page, totals] = await Promise.all([
            records.page(userId, range, request),
            'dataVersion' in user
              ? rangeTotals.get(
                  `${dataVersionKey(user)}|${range.from}|${range.to}|${JSON.stringify(request.filter)}`,
                  count,
                )
              : count(),
          ]);
          return ok(c, {
            [resource.plural]: present(page.rows),
            nextCursor: page.nextCursor,
            totals: { count: totals.count, amount: fromAgorot(totals.agorot) },
          });
        }
        let docs = await records.list(userId, resource.filterListed ? {} : range);
        if (resource.filterListed) docs = resource.filterListed(docs, { ...range, month: query.month }, user);
        return ok(c, { [resource.plural]: present(docs) });
      },
    )
    .post(
      '/',
      documented({
        summary: `Create ${resource.single} (idempotent by id)`,
        tag,
        data: saved,
        extraStatuses: [201, 409],
      }),
      validate('query', ownerQuery),
      validate('json', body),
      async (c) => {
        const userId = c.get('userId');
        const input = c.req.valid('json')[resource.bodyKey] as I;
        const user = await requireUserDoc(deps.users, userId);
        const now = new Date();
        const id = input.id ?? randomUUID();
        const built = stamp(
          resource.build(input, { user, id, now }),
          userId,
          now,
          fingerprint({ userId, input }),
        );
        const { created, docs } = await records.insertOnce(built);
        // The account may have been deleted between the check above and the insert: take the insert back.
        if (created && !(await deps.users.isActive(userId))) {
          await records.remove(userId, { id: { $in: built.map((d) => d.id) } });
          throw new ApiError(404, 'User not found');
        }
        const shown = present(docs);
        return ok(
          c,
          { [resource.single]: shown[0], [resource.plural]: shown },
          created ? 'Created' : 'ok',
          created ? 201 : 200,
        );
      },
    )
    .put(
      '/:id',
      documented({ summary: `Replace ${resource.single}`, tag, data: saved, extraStatuses: [404] }),
      validate('param', idParam),
      validate('query', ownerQuery),
      validate('json', body),
      async (c) => {
        const userId = c.get('userId');
        const { id } = c.req.valid('param');
        const input = c.req.valid('json')[resource.bodyKey] as I;
        if (input.id !== undefined && input.id !== id) {
          return fail(c, 400, 'Validation failed', {
            errors: [{ path: `${resource.bodyKey}.id`, message: 'id must match the path' }],
          });
        }
        const edit = async () => {
          const existing = await records.find(userId, id);
          if (!existing) return 'gone';
          const groupFilter = resource.group?.(existing);
          const previous = groupFilter ? await records.findMany(userId, groupFilter) : [existing];
          // Empty when a DELETE removed the group between the two reads.
          const first = previous.sort((a, b) =>
            String(a[resource.dateField]).localeCompare(String(b[resource.dateField])),
          )[0];
          if (!first) return 'gone';
          const user = await requireUserDoc(deps.users, userId);
          const now = new Date();
          const revision = (first.revision ?? 0) + 1;
          const saved = resource.build(input, { user, id: first.id, now, previous }).map((doc) => {
            const before = previous.find((d) => d.id === doc.id);
            return {
              ...doc,
              userId,
              revision,
              createdAt: before?.createdAt ?? now,
              updatedAt: now,
            } as unknown as D;
          });
          // The first record (it keeps its id whatever the edit) is claimed before anything else, and only if no
          // other edit claimed it since it was read: racing edits are ordered by revision. A DELETE that got there
          // first makes it 404, with nothing written.
          const anchor = saved.find((d) => d.id === first.id)!;
          const claimed = await records.claim(anchor, first.revision);
          if (claimed !== 'claimed') return claimed;
          if (!groupFilter) return saved; // one record: the claim wrote it whole
          const group = groupFilter;
          const keep = saved.map((d) => d.id);
          // What earlier edits left that this one does not keep goes; what a later edit wrote stays.
          await records.remove(userId, { ...group, id: { $nin: keep }, ...olderThan(revision) });
          for (const doc of saved) if (doc !== anchor) await records.writeUnlessNewer(doc);
          // Superseded meanwhile (a later edit claimed the plan) or the plan or person gone: take back whatever
          // of this edit's writes no later edit replaced, so the group is exactly one edit's records.
          const current = await records.find(userId, first.id);
          if (current?.revision !== revision || !(await deps.users.isActive(userId))) {
            await records.remove(userId, { ...group, revision });
            if (!current || !(await deps.users.isActive(userId))) return 'gone';
          }
          return saved;
        };
        let saved: D[] | undefined;
        // A racing edit that claimed the record first is not an error: this one is applied after it.
        for (let attempt = 0; attempt < 5 && !saved; attempt++) {
          const result = await edit();
          if (result === 'gone') return fail(c, 404, resource.notFound);
          if (result !== 'changed') saved = result;
        }
        if (!saved) throw new ApiError(409, 'The record is being changed by another request; try again');
        const shown = present(saved);
        return ok(
          c,
          { [resource.single]: shown.find((d) => d.id === id) ?? shown[0], [resource.plural]: shown },
          'Updated',
        );
      },
    )
    .delete(
      '/:id',
      documented({
        summary: `Delete ${resource.single}`,
        tag,
        data: recordDeletedSchema,
        extraStatuses: [404],
      }),
      validate('param', idParam),
      validate('query', ownerQuery),
      async (c) => {
        const userId = c.get('userId');
        const { id } = c.req.valid('param');
        const existing = await records.find(userId, id);
        if (!existing) return fail(c, 404, resource.notFound);
        const groupFilter = resource.group?.(existing);
        const deleted = await records.remove(userId, groupFilter ?? { id });
        return ok(c, { deleted }, 'Deleted');
      },
    );

  return { app, records };
}
