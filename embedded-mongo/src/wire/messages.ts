import { deserialize, type Document } from 'bson';
import { typedFromWire } from '../engine/numbers.js';
import { encodeReplyDocument } from './reply-document.js';

/** Opcodes this server understands (MongoDB wire protocol). */
export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

const HEADER_SIZE = 16;
const CHECKSUM_PRESENT = 1;
const MORE_TO_COME = 1 << 1;

/** The largest message a client may send (matches `maxMessageSizeBytes` in `hello`). */
export const MAX_MESSAGE_SIZE = 48_000_000;

export interface MessageHeader {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

/** A decoded request: the command document plus whether the client wants a reply. */
export interface Request {
  header: MessageHeader;
  command: Document;
  /** OP_QUERY requests (the legacy handshake) are answered with OP_REPLY. */
  legacy: boolean;
  /** OP_MSG `moreToCome`: the client (w: 0) expects no reply. */
  noReply: boolean;
}

export class ProtocolError extends Error {}

export function readHeader(buffer: Buffer, offset = 0): MessageHeader {
  return {
    length: buffer.readInt32LE(offset),
    requestId: buffer.readInt32LE(offset + 4),
    responseTo: buffer.readInt32LE(offset + 8),
    opCode: buffer.readInt32LE(offset + 12),
  };
}

// Numbers keep their BSON type (engine/numbers: the typed form), so a Double 1.0 or an Int64 5 is stored and sent
// back as it came. Regular expressions stay BSONRegExp: they are PCRE2 patterns, which engine/regex reads
// (JavaScript may refuse them).
const deserializeOptions = {
  promoteLongs: false,
  promoteValues: false,
  promoteBuffers: false,
  bsonRegExp: true,
} as const;

function readCString(buffer: Buffer, offset: number): [string, number] {
  const end = buffer.indexOf(0, offset);
  if (end < 0) throw new ProtocolError('unterminated C string');
  return [buffer.toString('utf8', offset, end), end + 1];
}

function readDocument(buffer: Buffer, offset: number): [Document, number] {
  const size = buffer.readInt32LE(offset);
  if (size < 5 || offset + size > buffer.length) throw new ProtocolError('document overruns message');
  return [
    typedFromWire(deserialize(buffer.subarray(offset, offset + size), deserializeOptions)),
    offset + size,
  ];
}

function parseQuery(header: MessageHeader, body: Buffer): Request {
  // flags(int32) fullCollectionName(cstring) numberToSkip(int32) numberToReturn(int32) query(document)
  const [collection, afterName] = readCString(body, 4);
  const [query] = readDocument(body, afterName + 8);
  const command = query.$query && typeof query.$query === 'object' ? { ...query.$query } : query;
  const db = collection.endsWith('.$cmd') ? collection.slice(0, -5) : collection.split('.')[0];
  return { header, command: { ...command, $db: db }, legacy: true, noReply: false };
}

function parseMsg(header: MessageHeader, body: Buffer): Request {
  const flags = body.readUInt32LE(0);
  const end = flags & CHECKSUM_PRESENT ? body.length - 4 : body.length;
  let offset = 4;
  let command: Document | undefined;
  const sequences: Record<string, Document[]> = {};
  while (offset < end) {
    const kind = body.readUInt8(offset);
    offset += 1;
    if (kind === 0) {
      [command, offset] = readDocument(body, offset);
    } else if (kind === 1) {
      const sectionEnd = offset + body.readInt32LE(offset);
      const [identifier, docsStart] = readCString(body, offset + 4);
      const docs: Document[] = [];
      for (let at = docsStart; at < sectionEnd;) {
        const [doc, next] = readDocument(body, at);
        docs.push(doc);
        at = next;
      }
      sequences[identifier] = docs;
      offset = sectionEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!command) throw new ProtocolError('OP_MSG without a body section');
  for (const [identifier, docs] of Object.entries(sequences)) {
    command[identifier] = [...((command[identifier] as Document[] | undefined) ?? []), ...docs];
  }
  return { header, command, legacy: false, noReply: Boolean(flags & MORE_TO_COME) };
}

/** Decodes one complete message (header included). */
export function parseRequest(message: Buffer): Request {
  const header = readHeader(message);
  const body = message.subarray(HEADER_SIZE, header.length);
  if (header.opCode === OP_MSG) return parseMsg(header, body);
  if (header.opCode === OP_QUERY) return parseQuery(header, body);
  throw new ProtocolError(`unsupported opcode ${header.opCode}`);
}

/**
 * Encodes `reply` in the form the request came in (OP_REPLY for OP_QUERY, OP_MSG otherwise), as the buffers to
 * write in order: one for a small reply, pieces of a large one rather than a copy of them all.
 */
export function encodeReply(request: Request, reply: Document, requestId: number): Buffer[] {
  const { chunks, size } = encodeReplyDocument(reply);
  // OP_REPLY: responseFlags(int32) cursorID(int64) startingFrom(int32) numberReturned(int32), then documents.
  // OP_MSG: flagBits(int32) = 0 and section kind 0, then the document.
  const prefixSize = request.legacy ? 20 : 5;
  const head = Buffer.alloc(HEADER_SIZE + prefixSize);
  const length = head.length + size;
  head.writeInt32LE(length, 0);
  head.writeInt32LE(requestId, 4);
  head.writeInt32LE(request.header.requestId, 8);
  head.writeInt32LE(request.legacy ? OP_REPLY : OP_MSG, 12);
  if (request.legacy) head.writeInt32LE(1, HEADER_SIZE + 16);
  return chunks.length === 1 || length <= 64 * 1024
    ? [Buffer.concat([head, ...chunks], length)]
    : [head, ...chunks];
}
