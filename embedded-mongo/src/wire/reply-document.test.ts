import {
  Binary,
  BSONRegExp,
  BSONSymbol,
  Code,
  DBRef,
  Decimal128,
  deserialize,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  serialize,
  Timestamp,
  type Document,
} from 'bson';
import { describe, expect, it } from 'vitest';
import { EncodedDocument, excludedFields, excluder } from '../engine/encoded.js';
import { fastExclusion } from '../engine/fast-paths.js';
import { encodedOf } from '../engine/stored.js';
import { encodeReplyDocument } from './reply-document.js';

/** Stored documents as the server holds them: decoded with the options requests are decoded with. */
const stored = (doc: Document) =>
  deserialize(serialize(doc), { promoteLongs: true, promoteValues: true, promoteBuffers: false });

const everyType = stored({
  _id: new ObjectId(),
  double: new Double(1.5),
  string: 'עברית and ascii',
  doc: { deep: { deeper: [1, { x: 'y' }] } },
  array: [1, 'two', null, [3]],
  binary: new Binary(Buffer.from([0, 1, 255])),
  undefinedValue: undefined,
  objectId: new ObjectId(),
  bool: false,
  date: new Date('2026-03-10T08:30:00Z'),
  nothing: null,
  regex: new BSONRegExp('^a.*', 'i'),
  code: new Code('function () {}'),
  symbol: new BSONSymbol('sym'),
  int32: new Int32(-7),
  timestamp: new Timestamp({ t: 1, i: 2 }),
  int64: Long.fromString('9223372036854775807'),
  decimal: Decimal128.fromString('1234.5678'),
  minKey: new MinKey(),
  maxKey: new MaxKey(),
  ref: new DBRef('other', new ObjectId()),
  createHash: 'abc',
  userId: 'u1',
});

const bytesOf = (doc: EncodedDocument) => Buffer.from(doc.bytes);

describe('encoded documents', () => {
  it('an exclusion cut from the stored bytes equals encoding the projected object, for every BSON type', () => {
    const record = { doc: everyType, seq: 0, live: true };
    for (const projection of [
      { _id: 0, createHash: 0 },
      { _id: 0, createHash: 0, userId: 0 },
      { decimal: 0, maxKey: 0, absent: 0 },
      { string: false },
      {},
    ]) {
      const fields = excludedFields(projection)!;
      const cut = fields.length
        ? excluder(fields)(encodedOf(record))
        : new EncodedDocument(encodedOf(record));
      const expected = Buffer.from(serialize(fastExclusion([everyType], projection)![0]!));
      expect(bytesOf(cut).equals(expected), JSON.stringify(projection)).toBe(true);
      expect(cut.size).toBe(expected.length);
    }
    expect(excludedFields({ a: 1 })).toBeUndefined();
    expect(excludedFields({ 'a.b': 0 })).toBeUndefined();
  });

  it('a reply holding encoded documents is byte for byte the reply serialize gives', () => {
    const docs = Array.from({ length: 900 }, (_, i) =>
      stored({ _id: i, i, text: 'x'.repeat(i % 300), when: new Date(i), userId: 'u', nested: { i } }),
    );
    const drop = excluder(['userId']);
    const records = docs.map((doc, i) => ({ doc, seq: i, live: true }));
    for (const [count, cut] of [
      [0, false],
      [1, false],
      [101, true],
      [900, false], // over 64 KiB: written in several pieces
      [900, true],
    ] as const) {
      const encoded = records
        .slice(0, count)
        .map((r) => (cut ? drop(encodedOf(r)) : new EncodedDocument(encodedOf(r))));
      const plain = docs.slice(0, count).map((d) => (cut ? fastExclusion([d], { userId: 0 })![0]! : d));
      const reply = (batch: unknown[]) => ({
        cursor: { firstBatch: batch, id: Long.fromNumber(7), ns: 'db.c' },
        ok: 1,
      });
      const { chunks, size } = encodeReplyDocument(reply(encoded));
      const expected = Buffer.from(serialize(reply(plain)));
      const actual = Buffer.concat(chunks);
      expect(size).toBe(expected.length);
      expect(actual.equals(expected), `${count} documents${cut ? ', cut' : ''}`).toBe(true);
    }
  });
});
