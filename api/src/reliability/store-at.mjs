// Starts the embedded store on `dbPath` at the instant `at` (ms since the epoch), so two of these started a moment
// apart reach the data directory's lock together; prints `running <uri>` or `refused <reason>`.
import { startEmbeddedMongo } from '@kaspit/embedded-mongo';

const [dbPath, at] = process.argv.slice(2);
while (Date.now() < Number(at)) {
  // Busy on purpose: a timer would let the two processes wake up to a millisecond apart.
}
try {
  const store = await startEmbeddedMongo({ dbPath, port: 0 });
  console.log(`running ${store.uri}`);
} catch (error) {
  console.log(`refused ${error instanceof Error ? error.message : String(error)}`);
  process.exit(3);
}
