import { crc32 } from 'node:zlib';
import { deserialize, serialize, type Document } from 'bson';
import { typedFromWire } from '../engine/numbers.js';

const HEADER = 8;

/** `[payload length u32][crc32 u32][BSON payload]`: a torn or corrupt tail is detected, never misread. */
export function encodeRecord(doc: Document): Buffer {
  const payload = serialize(doc, { checkKeys: false });
  const header = Buffer.alloc(HEADER);
  header.writeUInt32LE(payload.length, 0);
  header.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([header, payload]);
}

export interface ReadResult {
  records: Document[];
  /** Bytes up to the end of the last intact record; anything after it is a torn write. */
  validLength: number;
}

export function decodeRecords(buffer: Buffer): ReadResult {
  const records: Document[] = [];
  let offset = 0;
  while (offset + HEADER <= buffer.length) {
    const length = buffer.readUInt32LE(offset);
    const end = offset + HEADER + length;
    if (length < 5 || end > buffer.length) break;
    const payload = buffer.subarray(offset + HEADER, end);
    if (crc32(payload) !== buffer.readUInt32LE(offset + 4)) break;
    // Typed numbers (engine/numbers); a journal written before types were kept holds Int32 and Double only,
    // which read the same way.
    records.push(
      typedFromWire(
        deserialize(payload, {
          promoteLongs: false,
          promoteValues: false,
          promoteBuffers: false,
          bsonRegExp: true,
        }),
      ),
    );
    offset = end;
  }
  return { records, validLength: offset };
}

/** Whether an intact record (sane length, matching checksum) starts at `offset`. */
function intactAt(buffer: Buffer, offset: number): boolean {
  if (offset + HEADER > buffer.length) return false;
  const length = buffer.readUInt32LE(offset);
  const end = offset + HEADER + length;
  if (length < 5 || end > buffer.length) return false;
  const payload = buffer.subarray(offset + HEADER, end);
  // BSON's own length prefix must agree too, which rules out almost every accidental checksum match.
  return payload.readInt32LE(0) === length && crc32(payload) === buffer.readUInt32LE(offset + 4);
}

/**
 * The intact records found anywhere after a bad one at `from`, scanning byte by byte (only ever run once damage is
 * found). None means the bad bytes are a torn tail — the last write, never acknowledged; any means the damage sits
 * in the middle of acknowledged history.
 */
export function intactRecordsAfter(buffer: Buffer, from: number): Document[] {
  const found: Document[] = [];
  let offset = from + 1;
  while (offset + HEADER <= buffer.length) {
    if (!intactAt(buffer, offset)) {
      offset++;
      continue;
    }
    const { records, validLength } = decodeRecords(buffer.subarray(offset));
    found.push(...records);
    offset += validLength + 1;
  }
  return found;
}
