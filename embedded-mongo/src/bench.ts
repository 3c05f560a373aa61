import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from './index.js';

/** Figures for the README: durable write throughput, query latency and memory over a household-sized data set. */
const dir = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-bench-'));
const server = await startEmbeddedMongo({ dbPath: dir });
const client = await new MongoClient(server.uri, { maxPoolSize: 20 }).connect();
const outcomes = client.db('bench').collection('outcomes');
await outcomes.createIndex({ userId: 1, id: 1 }, { unique: true });

const users = 10;
const perUser = 2000;
let started = performance.now();
await Promise.all(
  Array.from({ length: users }, async (_, u) => {
    for (let i = 0; i < perUser; i++) {
      await outcomes.insertOne({
        userId: `u${u}`,
        id: `r${i}`,
        amount: (i % 500) * 100,
        date: `2026-${String((i % 12) + 1).padStart(2, '0')}-10`,
        category: `c${i % 15}`,
      });
    }
  }),
);
const insertMs = performance.now() - started;
const total = users * perUser;
console.log(
  `durable inserts (10 concurrent clients, fsync each): ${total} in ${insertMs.toFixed(0)} ms = ${((total / insertMs) * 1000).toFixed(0)}/s`,
);

const samples: number[] = [];
for (let i = 0; i < 200; i++) {
  started = performance.now();
  await outcomes.find({ userId: `u${i % users}`, date: { $gte: '2026-03-10', $lt: '2026-04-10' } }).toArray();
  samples.push(performance.now() - started);
}
samples.sort((a, b) => a - b);
console.log(
  `month query over ${total} documents: p50 ${samples[100]!.toFixed(2)} ms, p95 ${samples[190]!.toFixed(2)} ms`,
);

started = performance.now();
await outcomes
  .aggregate([{ $match: { userId: 'u1' } }, { $group: { _id: '$category', total: { $sum: '$amount' } } }])
  .toArray();
console.log(`per-category totals for one user: ${(performance.now() - started).toFixed(2)} ms`);

const memory = process.memoryUsage();
console.log(
  `memory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`,
);

await client.close();
await server.stop();
started = performance.now();
const reopened = await startEmbeddedMongo({ dbPath: dir });
console.log(`restart (recovery of ${total} documents): ${(performance.now() - started).toFixed(0)} ms`);
await reopened.stop();
await rm(dir, { recursive: true, force: true });
