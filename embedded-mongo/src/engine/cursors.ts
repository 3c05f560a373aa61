import { Long, type Document } from 'bson';
import { CommandError } from '../commands/errors.js';
import { documentSize } from './documents.js';
import { EncodedDocument } from './encoded.js';

/** A result document: an object, or one already in BSON (sent as those bytes). */
export type ResultDocument = Document | EncodedDocument;

const DEFAULT_FIRST_BATCH = 101;
// Leaves room for the reply envelope under the 48 MB message limit, as mongod does with 16 MB batches.
const MAX_BATCH_BYTES = 16 * 1024 * 1024;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  ns: string;
  docs: ResultDocument[];
  position: number;
  touched: number;
}

/** Server-side cursors: the result is materialised when opened and handed out in batches. */
export class Cursors {
  private readonly open = new Map<number, OpenCursor>();
  private nextId = 1;

  private take(cursor: OpenCursor, batchSize: number | undefined): ResultDocument[] {
    const batch: ResultDocument[] = [];
    let bytes = 0;
    const limit = batchSize && batchSize > 0 ? batchSize : Infinity;
    while (cursor.position < cursor.docs.length && batch.length < limit) {
      const doc = cursor.docs[cursor.position]!;
      bytes += doc instanceof EncodedDocument ? doc.size : documentSize(doc);
      if (batch.length > 0 && bytes > MAX_BATCH_BYTES) break;
      batch.push(doc);
      cursor.position += 1;
    }
    cursor.touched = Date.now();
    return batch;
  }

  /** The `cursor` field of a find/aggregate/listIndexes reply. */
  first(ns: string, docs: ResultDocument[], batchSize?: number, singleBatch = false): Document {
    this.sweep();
    const cursor: OpenCursor = { ns, docs, position: 0, touched: Date.now() };
    const firstBatch = this.take(cursor, batchSize ?? DEFAULT_FIRST_BATCH);
    let id = 0;
    if (!singleBatch && cursor.position < docs.length) {
      id = this.nextId++;
      this.open.set(id, cursor);
    }
    return { firstBatch, id: Long.fromNumber(id), ns };
  }

  next(id: number, collection: string, batchSize?: number): Document {
    const cursor = this.open.get(id);
    if (!cursor || !cursor.ns.endsWith(`.${collection}`)) {
      throw new CommandError('CursorNotFound', `cursor id ${id} not found`);
    }
    const nextBatch = this.take(cursor, batchSize);
    const done = cursor.position >= cursor.docs.length;
    if (done) this.open.delete(id);
    return { nextBatch, id: Long.fromNumber(done ? 0 : id), ns: cursor.ns };
  }

  kill(ids: number[]): Document {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) (this.open.delete(id) ? killed : notFound).push(Long.fromNumber(id));
    return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [] };
  }

  get count(): number {
    return this.open.size;
  }

  /** Abandoned cursors (a client that crashed mid-iteration) are dropped after ten idle minutes. */
  private sweep(): void {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const [id, cursor] of this.open) if (cursor.touched < cutoff) this.open.delete(id);
  }
}
