// Starts the embedded store on `dbPath` at an instant it is given: prints `ready` once loaded, reads the instant
// (ms since the epoch) from stdin, and at that instant opens the directory; prints `running <uri>` or
// `refused <reason>`. Two of these given the same instant reach the data directory's lock together.
import { createInterface } from 'node:readline';
import { startEmbeddedMongo } from '@kaspit/embedded-mongo/server';

const [dbPath] = process.argv.slice(2);
console.log('ready');
let at = Infinity;
for await (const line of createInterface({ input: process.stdin })) {
  at = Number(line);
  break;
}
while (Date.now() < at) {
  // Busy on purpose: a timer would let the two processes wake up to a millisecond apart.
}
try {
  const store = await startEmbeddedMongo({ dbPath, port: 0 });
  console.log(`running ${store.uri}`);
} catch (error) {
  console.log(`refused ${error instanceof Error ? error.message : String(error)}`);
  process.exit(3);
}
