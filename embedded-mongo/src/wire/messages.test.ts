import { connect } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deserialize, serialize } from 'bson';
import { describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from '../index.js';
import { OP_MSG, OP_QUERY, OP_REPLY, parseRequest, readHeader } from './messages.js';

function header(length: number, requestId: number, opCode: number): Buffer {
  const buffer = Buffer.alloc(16);
  buffer.writeInt32LE(length, 0);
  buffer.writeInt32LE(requestId, 4);
  buffer.writeInt32LE(opCode, 12);
  return buffer;
}

function opQuery(collection: string, query: object, requestId = 1): Buffer {
  const body = Buffer.concat([
    Buffer.alloc(4),
    Buffer.from(`${collection}\0`),
    Buffer.from([0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]),
    serialize(query),
  ]);
  return Buffer.concat([header(16 + body.length, requestId, OP_QUERY), body]);
}

function opMsg(body: object, sequence?: { id: string; docs: object[] }): Buffer {
  const parts = [Buffer.alloc(4), Buffer.from([0]), serialize(body)];
  if (sequence) {
    const docs = Buffer.concat(sequence.docs.map((d) => serialize(d)));
    const name = Buffer.from(`${sequence.id}\0`);
    const size = Buffer.alloc(4);
    size.writeInt32LE(4 + name.length + docs.length);
    parts.push(Buffer.from([1]), size, name, docs);
  }
  const payload = Buffer.concat(parts);
  return Buffer.concat([header(16 + payload.length, 2, OP_MSG), payload]);
}

describe('wire messages', () => {
  it('decodes an OP_MSG with a document sequence into one command', () => {
    const request = parseRequest(
      opMsg({ insert: 'items', $db: 'app' }, { id: 'documents', docs: [{ a: 1 }, { a: 2 }] }),
    );
    expect(request.command).toEqual({ insert: 'items', $db: 'app', documents: [{ a: 1 }, { a: 2 }] });
    expect(request.legacy).toBe(false);
  });

  it('answers the legacy OP_QUERY isMaster handshake with an OP_REPLY, over a real socket', async () => {
    const server = await startEmbeddedMongo({
      dbPath: await mkdtemp(path.join(tmpdir(), 'embedded-mongo-wire-')),
    });
    try {
      const reply = await new Promise<Buffer>((resolve, reject) => {
        const socket = connect(server.port, '127.0.0.1', () =>
          socket.write(opQuery('admin.$cmd', { isMaster: 1 }, 42)),
        );
        let data = Buffer.alloc(0);
        socket.on('data', (chunk) => {
          data = Buffer.concat([data, chunk]);
          if (data.length >= 4 && data.length >= data.readInt32LE(0)) {
            socket.end();
            resolve(data);
          }
        });
        socket.on('error', reject);
      });
      const head = readHeader(reply);
      expect(head.opCode).toBe(OP_REPLY);
      expect(head.responseTo).toBe(42);
      expect(reply.readInt32LE(32)).toBe(1); // numberReturned
      expect(deserialize(reply.subarray(36))).toMatchObject({ ismaster: true, maxWireVersion: 21, ok: 1 });
    } finally {
      await server.stop();
    }
  });
});
