import { serialize, type Document } from 'bson';
import { EncodedDocument } from '../engine/encoded.js';
import { asBuffer } from '../engine/stored.js';

const END = Buffer.from([0]);
const TYPE_DOCUMENT = 0x03;
const TYPE_ARRAY = 0x04;
/**
 * Batches are written in pieces of about this size rather than one buffer per reply: a buffer of a megabyte is
 * fresh memory from the OS every time (page faults cost more than the copying), pieces this size are reused.
 */
const CHUNK_BYTES = 64 * 1024;

/**
 * A reply document as BSON chunks (to be sent in order) and their total size. Parts that hold
 * `EncodedDocument`s — a cursor's batch — are assembled from their bytes; everything else is encoded by `bson`
 * exactly as `serialize(reply)` would, so the result is the same bytes without encoding stored documents again.
 */
export function encodeReplyDocument(reply: Document): { chunks: Buffer[]; size: number } {
  if (!holdsEncoded(reply, 0)) {
    const whole = asBuffer(serialize(reply));
    return { chunks: [whole], size: whole.length };
  }
  const chunks: Buffer[] = [];
  const size = encodeInto(reply, chunks);
  return { chunks, size };
}

function isPlainObject(value: unknown): value is Document {
  return value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Replies nest batches two levels down (`cursor.firstBatch`), and a batch is an array of documents that are all
 * encoded or all objects: the documents of a large batch of objects are not searched.
 */
function holdsEncoded(value: unknown, depth: number): boolean {
  if (value instanceof EncodedDocument) return true;
  if (depth > 3) return false;
  if (Array.isArray(value)) return value.some((v) => v instanceof EncodedDocument);
  if (isPlainObject(value)) return Object.values(value).some((v) => holdsEncoded(v, depth + 1));
  return false;
}

function elementHeader(type: number, key: string): Buffer {
  const header = Buffer.allocUnsafe(Buffer.byteLength(key) + 2);
  header[0] = type;
  header.write(key, 1);
  header[header.length - 1] = 0;
  return header;
}

/** A batch of encoded documents as one BSON array (keys "0", "1", …), appended to `chunks` in bounded pieces. */
function encodedArray(items: EncodedDocument[], chunks: Buffer[]): number {
  let size = 5;
  for (let i = 0; i < items.length; i++) size += 2 + String(i).length + items[i]!.size;
  let out = Buffer.allocUnsafe(Math.min(size, CHUNK_BYTES));
  out.writeInt32LE(size, 0);
  let at = 4;
  for (let i = 0; i < items.length; i++) {
    const key = String(i);
    const item = items[i]!;
    const needed = 2 + key.length + item.size;
    if (out.length - at < needed) {
      chunks.push(out.subarray(0, at));
      out = Buffer.allocUnsafe(Math.max(needed + 1, CHUNK_BYTES));
      at = 0;
    }
    out[at++] = TYPE_DOCUMENT;
    for (let c = 0; c < key.length; c++) out[at++] = key.charCodeAt(c);
    out[at++] = 0;
    at += item.writeTo(out, at);
  }
  if (at === out.length) {
    chunks.push(out);
    chunks.push(END);
  } else {
    out[at++] = 0;
    chunks.push(out.subarray(0, at));
  }
  return size;
}

/** Appends `value` (a document or an array) to `chunks`; returns its encoded size. */
function encodeInto(value: Document | unknown[], chunks: Buffer[]): number {
  if (Array.isArray(value) && value.every((item) => item instanceof EncodedDocument))
    return encodedArray(value as EncodedDocument[], chunks);
  const length = Buffer.allocUnsafe(4);
  chunks.push(length);
  let size = 4;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (item instanceof EncodedDocument) {
      const header = elementHeader(TYPE_DOCUMENT, key);
      chunks.push(header, item.bytes);
      size += header.length + item.size;
    } else if ((Array.isArray(item) || isPlainObject(item)) && holdsEncoded(item, 0)) {
      const header = elementHeader(Array.isArray(item) ? TYPE_ARRAY : TYPE_DOCUMENT, key);
      chunks.push(header);
      size += header.length + encodeInto(item, chunks);
    } else {
      // One field encoded by `bson`, cut out of its one-field document.
      const whole = asBuffer(serialize({ [key]: item }));
      chunks.push(whole.subarray(4, whole.length - 1));
      size += whole.length - 5;
    }
  }
  chunks.push(END);
  size += 1;
  length.writeInt32LE(size, 0);
  return size;
}
