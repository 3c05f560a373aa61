import { createHash } from 'node:crypto';
import { MongoBulkWriteError, MongoServerError, type Db, type Document, type Filter } from 'mongodb';
import { ApiError } from '../../infrastructure/envelope/index.js';
import { dateCondition, type DateRange } from './list-query.js';
import { afterCursor, encodeCursor, pageSort, type PageRequest } from './page-query.js';

/** A stored record: always the owner's id and the record's own id; `_id` and `createHash` never leave the API. */
export interface StoredRecord extends Document {
  userId: string;
  id: string;
  createHash?: string;
  /** Which edit wrote this record (absent before the first): orders racing edits of a group, see `claim`. */
  revision?: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A stable fingerprint of a create request, so a retry is told apart from a different record reusing an id. */
export function fingerprint(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

/**
 * A listing is read whole, so it is asked for in one batch: one round trip instead of a first batch of 101 and a
 * getMore for the rest. The server still splits a batch at 16 MiB.
 */
const WHOLE_LISTING = 100_000;

/** Rounds of replace-or-insert before giving up (each lost round needs another write to land in between). */
const WRITE_ATTEMPTS = 8;

/** One user-owned collection. Every query is filtered by the caller's `userId`: another's record is "not found". */
export function recordsRepository<T extends StoredRecord>(db: Db, name: string, dateField: string) {
  const collection = db.collection<T>(name);
  const own = (userId: string, extra: Document = {}) => ({ userId, ...extra }) as Filter<T>;
  return {
    collection,

    /** The user's records, newest first; without `userId`, which every one of them holds and no one shows. */
    list(userId: string, range: DateRange = {}, extra: Document = {}) {
      const condition = dateCondition(range);
      return collection
        .find(own(userId, { ...extra, ...(condition ? { [dateField]: condition } : {}) }), {
          projection: { _id: 0, createHash: 0, userId: 0, revision: 0 },
          sort: { [dateField]: -1, createdAt: -1 },
          batchSize: WHOLE_LISTING,
        })
        .toArray() as Promise<T[]>;
    },

    /**
     * One page of the user's records in `range`, in the page's order, and the cursor of the next page (null after
     * the last). Keyset paging: a row inserted or deleted elsewhere in the list never shifts another across pages.
     */
    async page(userId: string, range: DateRange, request: PageRequest) {
      let bounded = range;
      // In date order the cursor's date also bounds the range, which the date index can narrow by.
      if (request.after && request.sort === 'date') {
        const value = String(request.after.value);
        bounded =
          request.direction === 'desc'
            ? { ...range, to: range.to && range.to < value ? range.to : value }
            : { ...range, from: range.from && range.from > value ? range.from : value };
      }
      const condition = dateCondition(bounded);
      const after = afterCursor(request);
      const rows = (await collection
        .find(
          own(userId, {
            ...request.filter,
            ...(condition ? { [dateField]: condition } : {}),
            ...(after ?? {}),
          }),
          {
            projection: { _id: 0, createHash: 0, userId: 0, revision: 0 },
            sort: pageSort(request),
            limit: request.limit + 1,
            batchSize: request.limit + 1,
          },
        )
        .toArray()) as T[];
      const more = rows.length > request.limit;
      if (more) rows.length = request.limit;
      const last = rows.at(-1);
      return {
        rows,
        nextCursor: more && last ? encodeCursor(request.sort, request.direction, last) : null,
      };
    },

    /** How many records `range` holds and their amounts' sum in agorot, counted by the store. */
    async totals(userId: string, range: DateRange, filter: Document = {}) {
      const condition = dateCondition(range);
      const [row] = await collection
        .aggregate<{ count: number; agorot: number }>([
          { $match: own(userId, { ...filter, ...(condition ? { [dateField]: condition } : {}) }) },
          { $group: { _id: null, count: { $sum: 1 }, agorot: { $sum: '$amountAgorot' } } },
        ])
        .toArray();
      return { count: row?.count ?? 0, agorot: row?.agorot ?? 0 };
    },

    find(userId: string, id: string) {
      return collection.findOne(own(userId, { id }), {
        projection: { _id: 0, createHash: 0 },
      }) as Promise<T | null>;
    },

    findMany(userId: string, extra: Document) {
      return collection
        .find(own(userId, extra), { projection: { _id: 0, createHash: 0 } })
        .toArray() as Promise<T[]>;
    },

    /**
     * Inserts `docs` (one create request: a record, or an installment plan) unless the first id already exists.
     * A retry of the same request returns what the first attempt stored; a different request reusing the id is 409.
     * The unique `{userId, id}` index makes this hold under concurrency too.
     */
    async insertOnce(docs: T[]): Promise<{ created: boolean; docs: T[] }> {
      const first = docs[0]!;
      try {
        await collection.insertMany(docs.map((d) => ({ ...d })) as never[], { ordered: true });
        return { created: true, docs };
      } catch (error) {
        if (!(error instanceof MongoServerError) || error.code !== 11000) throw error;
        const existing = await collection.findOne(own(first.userId, { id: first.id }));
        // Only the first id can be the client's (a plan's other ids derive from it), and an ordered insert stops
        // at the first failure, so a collision means nothing of this request was stored.
        if (!existing || existing.createHash !== first.createHash) {
          throw new ApiError(409, 'A record with this id already exists');
        }
        const group = existing.installments?.planId
          ? await this.findMany(first.userId, { 'installments.planId': existing.installments.planId })
          : [existing];
        return { created: false, docs: group.map(strip) as T[] };
      }
    },

    /**
     * Inserts each of `docs` (independent records) whose id is not stored yet, all in one unordered write; returns
     * the ids that were already taken, by this write racing another or by an earlier one.
     */
    async insertEach(docs: T[]): Promise<Set<string>> {
      const taken = new Set<string>();
      if (docs.length === 0) return taken;
      try {
        await collection.insertMany(docs.map((d) => ({ ...d })) as never[], { ordered: false });
      } catch (error) {
        if (!(error instanceof MongoBulkWriteError)) throw error;
        const errors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
        // Without write errors the batch failed as a whole (the connection dropped mid-batch): which rows were
        // stored is unknown, so nothing may be answered as created. The caller's retry sorts it out per row.
        if (errors.length === 0) throw error;
        for (const writeError of errors) {
          if (writeError.code !== 11000) throw error;
          taken.add(docs[writeError.index]!.id);
        }
      }
      return taken;
    },

    /** Replaces a stored record whole; false when there is none (never creates one). */
    async replaceExisting(doc: T): Promise<boolean> {
      const { _id: _ignored, ...fields } = doc;
      const result = await collection.replaceOne(own(doc.userId, { id: doc.id }), fields as never);
      return result.matchedCount === 1;
    },

    /**
     * Starts edit `doc.revision` of a record (a group's first record): replaces it only if it still holds revision
     * `seen`, the one the edit was computed from. 'changed' when another edit claimed it in between, 'gone' when
     * it was deleted. A compare-and-set on one document, so it needs no transaction on MongoDB or the embedded store.
     */
    async claim(doc: T, seen: number | undefined): Promise<'claimed' | 'changed' | 'gone'> {
      const { _id: _ignored, ...fields } = doc;
      const result = await collection.replaceOne(
        own(doc.userId, { id: doc.id, revision: seen ?? { $exists: false } }),
        fields as never,
      );
      if (result.matchedCount === 1) return 'claimed';
      return (await this.find(doc.userId, doc.id)) ? 'changed' : 'gone';
    },

    /**
     * Writes `doc` (of revision `doc.revision`) unless a later edit already wrote that record; inserts if absent.
     * Between a failed insert and the next replace an earlier edit may take back its copy (see the PUT route), so
     * it goes round until this edit's copy or a later one is stored.
     */
    async writeUnlessNewer(doc: T): Promise<void> {
      const { _id: _ignored, ...fields } = doc;
      const older = own(doc.userId, { id: doc.id, ...olderThan(doc.revision!) });
      const newer = own(doc.userId, { id: doc.id, revision: { $gte: doc.revision! } });
      for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
        if ((await collection.replaceOne(older, fields as never)).matchedCount === 1) return;
        try {
          await collection.insertOne({ ...doc } as never);
          return;
        } catch (error) {
          if (!(error instanceof MongoServerError) || error.code !== 11000) throw error;
          // There is one: written by a later edit (keep it), or by an earlier one (replace it next time round).
          if (await collection.findOne(newer, { projection: { _id: 1 } })) return;
        }
      }
      throw new Error(`record ${doc.id} kept changing under edit ${doc.revision}`);
    },

    async replace(userId: string, id: string, fields: Document): Promise<T | null> {
      return (await collection.findOneAndUpdate(
        own(userId, { id }),
        { $set: { ...fields, updatedAt: new Date() } } as never,
        { returnDocument: 'after', projection: { _id: 0, createHash: 0 } },
      )) as T | null;
    },

    async remove(userId: string, extra: Document): Promise<number> {
      return (await collection.deleteMany(own(userId, extra))).deletedCount;
    },
  };
}

/** Records written by an edit before `revision` (or before revisions were kept). */
export const olderThan = (revision: number) => ({
  $or: [{ revision: { $lt: revision } }, { revision: { $exists: false } }],
});

function strip<T extends Document>(doc: T): T {
  const { _id: _ignored, createHash: _hash, ...rest } = doc;
  return rest as T;
}

export type RecordsRepository<T extends StoredRecord> = ReturnType<typeof recordsRepository<T>>;
