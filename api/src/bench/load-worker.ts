import { parentPort } from 'node:worker_threads';
import { threadId } from './cpu.js';
import { measure } from './load.js';

/**
 * The load client on a thread of its own, so the requests it sends and the replies it reads do not take CPU from the
 * API's thread being measured (as autocannon in another process would not).
 */
parentPort!.on(
  'message',
  async (task: { url: string; headers: Record<string, string>; total: number; concurrency: number }) => {
    parentPort!.postMessage({ ...(await measure(task.url, task.headers, task)), thread: threadId() });
  },
);
