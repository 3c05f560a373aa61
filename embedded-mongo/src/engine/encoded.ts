import type { Document } from 'bson';

/**
 * A document already in BSON: a reply copies these bytes instead of encoding an object again. It is the whole of
 * `source`, or (`elements` given, as start/end pairs) those elements of it under a new header, which is how a
 * projection drops fields without copying the rest twice.
 */
export class EncodedDocument {
  readonly size: number;

  constructor(
    private readonly source: Buffer,
    private readonly elements?: readonly number[],
  ) {
    let size = source.length;
    if (elements) {
      size = 5;
      for (let i = 0; i < elements.length; i += 2) size += elements[i + 1]! - elements[i]!;
    }
    this.size = size;
  }

  /** Writes the document into `out` at `at`; returns the bytes written (`size`). */
  writeTo(out: Buffer, at: number): number {
    if (!this.elements) return copyBytes(this.source, 0, this.source.length, out, at);
    out.writeInt32LE(this.size, at);
    let to = at + 4;
    for (let i = 0; i < this.elements.length; i += 2)
      to += copyBytes(this.source, this.elements[i]!, this.elements[i + 1]!, out, to);
    out[to] = 0;
    return this.size;
  }

  /** The document as one buffer. */
  get bytes(): Buffer {
    if (!this.elements) return this.source;
    const out = Buffer.allocUnsafe(this.size);
    this.writeTo(out, 0);
    return out;
  }
}

/**
 * The top-level fields an exclusion-only projection (`{ _id: 0, secret: 0 }`) leaves out: `[]` for no
 * projection, `undefined` for any other kind (inclusions, dotted paths, operators), which mingo applies.
 */
export function excludedFields(projection: Document | undefined | null): string[] | undefined {
  if (!projection) return [];
  const fields = Object.keys(projection);
  if (!fields.every((f) => !f.includes('.') && (projection[f] === 0 || projection[f] === false)))
    return undefined;
  return fields;
}

/** A function giving a BSON document without the top-level `fields`: the bytes encoding the projected object gives. */
export function excluder(fields: string[]): (bytes: Buffer) => EncodedDocument {
  const names = fields.map((f) => Buffer.from(f, 'utf8'));
  return (bytes) => {
    // The kept elements as [start, end) pairs; neighbours merge, so most documents are two or three pieces.
    const kept: number[] = [];
    let offset = 4;
    let dropped = false;
    while (bytes[offset] !== 0) {
      const start = offset;
      let nameEnd = offset + 1;
      while (bytes[nameEnd] !== 0) nameEnd++; // field names are short: a loop beats a native indexOf call
      const end = valueEnd(bytes, bytes[offset]!, nameEnd + 1);
      let excluded = false;
      for (const name of names) if (sameName(bytes, offset + 1, nameEnd, name)) excluded = true;
      if (excluded) dropped = true;
      else if (kept.length > 0 && kept[kept.length - 1] === start) kept[kept.length - 1] = end;
      else kept.push(start, end);
      offset = end;
    }
    return dropped ? new EncodedDocument(bytes, kept) : new EncodedDocument(bytes);
  };
}

/** `Buffer.copy` costs a view and a native call each time; a loop is cheaper for the small pieces of a document. */
function copyBytes(source: Buffer, start: number, end: number, out: Buffer, at: number): number {
  if (end - start > 512) return source.copy(out, at, start, end);
  for (let i = start; i < end; i++) out[at++] = source[i]!;
  return end - start;
}

function sameName(bytes: Buffer, start: number, end: number, name: Buffer): boolean {
  if (end - start !== name.length) return false;
  for (let i = 0; i < name.length; i++) if (bytes[start + i] !== name[i]) return false;
  return true;
}

/** Where an element's value that starts at `at` ends, by its BSON type. */
function valueEnd(bytes: Buffer, type: number, at: number): number {
  switch (type) {
    case 0x01: // double
    case 0x09: // UTC datetime
    case 0x11: // timestamp
    case 0x12: // int64
      return at + 8;
    case 0x02: // string
    case 0x0d: // JavaScript code
    case 0x0e: // symbol
      return at + 4 + bytes.readInt32LE(at);
    case 0x03: // document
    case 0x04: // array
    case 0x0f: // code with scope
      return at + bytes.readInt32LE(at);
    case 0x05: // binary: length, subtype, bytes
      return at + 5 + bytes.readInt32LE(at);
    case 0x06: // undefined
    case 0x0a: // null
    case 0x7f: // max key
    case 0xff: // min key
      return at;
    case 0x07: // ObjectId
      return at + 12;
    case 0x08: // boolean
      return at + 1;
    case 0x0b: // regular expression: pattern and options, both C strings
      return bytes.indexOf(0, bytes.indexOf(0, at) + 1) + 1;
    case 0x0c: // DBPointer: string, then an ObjectId
      return at + 4 + bytes.readInt32LE(at) + 12;
    case 0x10: // int32
      return at + 4;
    case 0x13: // decimal128
      return at + 16;
    default:
      throw new Error(`unknown BSON type 0x${type.toString(16)} in a stored document`);
  }
}
