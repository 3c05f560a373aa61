import { parentPort, workerData } from 'node:worker_threads';
import { startEmbeddedMongo, type EmbeddedMongoOptions } from './index.js';

/** The store's own thread: started by `startEmbeddedMongoThread`, stopped by its `'stop'` message. */
const server = await startEmbeddedMongo(workerData as EmbeddedMongoOptions).catch((error: unknown) => {
  parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
  return undefined;
});
if (server) {
  parentPort!.postMessage({ uri: server.uri, host: server.host, port: server.port });
  parentPort!.on('message', (message: unknown) => {
    if (message === 'stop') void server.stop().then(() => parentPort!.postMessage({ stopped: true }));
  });
}
