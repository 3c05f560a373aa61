import { Worker } from 'node:worker_threads';
import type { EmbeddedMongo, EmbeddedMongoOptions } from './index.js';
export type { EmbeddedMongo, EmbeddedMongoOptions } from './index.js';

/**
 * The same server on a thread of its own, so queries do not hold up the host's event loop (the API's HTTP
 * handling): on a 2-core machine this roughly doubles what a busy API can serve. Same files, same durability.
 */
export function startEmbeddedMongoThread(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  // Built code runs `worker.js` beside this file; tests run the TypeScript, whose built worker is in dist/.
  const here = new URL(import.meta.url);
  const script = here.pathname.endsWith('.ts')
    ? new URL('../../dist/server/worker.js', here)
    : new URL('./worker.js', here);
  const worker = new Worker(script, { workerData: options });
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`embedded-mongo thread exited with code ${code}`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (message: { uri?: string; host?: string; port?: number; error?: string }) => {
      if (message.error || !message.uri) {
        void worker.terminate();
        reject(new Error(message.error ?? 'embedded-mongo thread failed to start'));
        return;
      }
      worker.off('exit', onExit);
      let stopping: Promise<void> | undefined;
      resolve({
        uri: message.uri,
        host: message.host!,
        port: message.port!,
        stop() {
          stopping ??= new Promise<void>((done) => {
            worker.once('exit', () => done());
            worker.once('message', () => void worker.terminate());
            worker.postMessage('stop');
          });
          return stopping;
        },
      });
    });
  });
}
