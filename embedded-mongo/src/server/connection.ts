import type { Socket } from 'node:net';
import type { Document } from 'bson';
import { MAX_MESSAGE_SIZE, encodeReply, parseRequest } from '../wire/messages.js';

let nextRequestId = 1;

/**
 * Frames the byte stream of one client into messages and answers them strictly in order (a driver sends one
 * request per connection at a time; order also keeps pipelined requests' replies matched).
 */
export function serveConnection(
  socket: Socket,
  run: (command: Document) => Promise<Document>,
): Promise<void> {
  let buffered: Buffer = Buffer.alloc(0);
  let chain = Promise.resolve();

  socket.setNoDelay(true);
  socket.on('data', (chunk: Buffer) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    while (buffered.length >= 4) {
      const length = buffered.readInt32LE(0);
      if (length < 16 || length > MAX_MESSAGE_SIZE) {
        socket.destroy();
        return;
      }
      if (buffered.length < length) break;
      const message = buffered.subarray(0, length);
      buffered = buffered.subarray(length);
      chain = chain.then(() => answer(message));
    }
  });
  socket.on('error', () => socket.destroy());

  async function answer(message: Buffer): Promise<void> {
    let request;
    try {
      request = parseRequest(message);
    } catch {
      socket.destroy(); // a malformed frame leaves the stream unreadable: the driver reconnects
      return;
    }
    const reply = await run(request.command);
    if (request.noReply || socket.destroyed) return;
    const chunks = encodeReply(request, reply, nextRequestId++);
    // Corked, the pieces of a large reply leave in one writev instead of one write each.
    socket.cork();
    for (const chunk of chunks) socket.write(chunk);
    socket.uncork();
  }

  return new Promise((resolve) => socket.on('close', () => void chain.then(resolve)));
}
