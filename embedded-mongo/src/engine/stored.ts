import { serialize, type Document } from 'bson';
import { plain } from './numbers.js';

/**
 * One stored document as reads see it. A replacement gets a new record, so a record's document never changes:
 * index entries point at records and know they are stale by `live`, and the BSON kept here stays valid.
 */
export interface StoredDocument {
  readonly doc: Document;
  /** Insertion sequence, kept when the document is replaced: natural order without looking anything up. */
  readonly seq: number;
  /** False once replaced or removed. */
  live: boolean;
  /** The document encoded as replies encode it, kept after the first reply that needed it. */
  bson?: Buffer;
  /** The document with plain numbers, as queries test it (engine/numbers); the document itself when it has no typed ones. */
  plain?: Document;
}

/** The document as queries and expressions see it: every number a JavaScript number. */
export function plainOf(stored: StoredDocument): Document {
  return (stored.plain ??= plain(stored.doc));
}

/** The document's BSON, encoded once and reused by every later reply. */
export function encodedOf(stored: StoredDocument): Buffer {
  return (stored.bson ??= asBuffer(serialize(stored.doc)));
}

/** `bson` returns a Uint8Array (a Buffer under Node); a view of the same bytes, typed as Node's Buffer. */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export const bySeq = (a: StoredDocument, b: StoredDocument) => a.seq - b.seq;
