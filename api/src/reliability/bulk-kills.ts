import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DEFAULT_CATEGORIES } from '../services/users/defaults.js';
import { Ledger, listOutcomes, outageFault, signIn, withRetries, type Answer } from './client.js';
import { startApi, startStore, type Running } from './processes.js';
import { random, report, tally, totals } from './report.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks every answer as an outage reply; the faults found are kept (up to 20) and counted in the totals. */
export function outageWatch() {
  const faults: string[] = [];
  let seen = 0;
  let slowest = 0;
  return {
    faults,
    get seen() {
      return seen;
    },
    /** For the report: how many outage replies, the slowest (from the moment the request was sent), the faulty. */
    get summary() {
      return `outage replies ${seen} (slowest ${Math.round(slowest)} ms), faulty ${faults.length}`;
    },
    observe(what: string) {
      return (answer: Answer) => {
        if (answer.status > 0 && answer.status < 500) return;
        seen++;
        slowest = Math.max(slowest, answer.ms);
        const fault = outageFault(answer);
        if (fault && faults.push(`${what}: ${fault}`) > 20) faults.length = 20;
        if (fault) totals.badOutageReplies++;
      };
    },
    count() {
      totals.outageReplies += seen;
      totals.slowestOutageMs = Math.max(totals.slowestOutageMs, slowest);
    },
  };
}

/** A phase's verdict: nothing acknowledged lost or doubled, and every outage reply as promised. */
export function expectNothingLost(ledger: Ledger, faults: string[]): void {
  expect({ lost: ledger.lost, duplicated: ledger.duplicated, faults }).toEqual({
    lost: 0,
    duplicated: 0,
    faults: [],
  });
}

/**
 * Writers importing batches of 10 outcomes through `POST /api/outcomes/bulk` while the store they reach over TCP
 * is killed (SIGKILL) and restarted `cycles` times. A row is acknowledged when a reply (after any retries of the
 * same batch) says `created` or `existing`; every one must be stored, once.
 */
export function bulkKillPhase(
  tempDir: (name: string) => Promise<string>,
  owned: <T extends Running>(process: T) => T,
  cycles: number,
  port: number,
) {
  it(`bulk imports lose nothing over ${cycles} SIGKILLs of a store reached over TCP, and every outage reply is a 503 with Retry-After`, async () => {
    const dir = await tempDir('bulk');
    const dbPath = path.join(dir, 'db');
    let store = owned(await startStore(dbPath, { port }));
    const api = owned(await startApi({ MONGODB_URI: store.uri, DATA_DIR: path.join(dir, 'api') }));
    const target = () => api.port;
    const token = await signIn(target, 'bulk');
    const ledger = new Ledger();
    const watch = outageWatch();
    let stopping = false;
    let batches = 0;
    const writer = async (w: number) => {
      for (let i = 0; !stopping; i++) {
        const rows = Array.from({ length: 10 }, (_, r) => ({
          id: randomUUID(),
          date: '2026-04-02',
          amount: 10 + r,
          category: DEFAULT_CATEGORIES[0],
          description: `bulk-${w}-${i}-${r}`,
        }));
        const reply = await withRetries(
          target,
          'POST',
          '/api/outcomes/bulk',
          token,
          { outcomes: rows },
          watch.observe('bulk'),
        );
        const results = (reply.body.data?.results ?? []) as { id: string; status: string }[];
        for (const row of rows) {
          const status = results.find((r) => r.id === row.id)?.status;
          if (
            (reply.status === 201 || reply.status === 200) &&
            (status === 'created' || status === 'existing')
          )
            ledger.acknowledged.set(row.id, row.description);
          else ledger.uncertain.add(row.id);
        }
        batches++;
      }
    };
    const writers = Promise.all([0, 1, 2].map(writer));
    for (let cycle = 0; cycle < cycles; cycle++) {
      const before = batches;
      while (batches === before) await pause(20);
      await pause(50 + random() * 300); // mid-batch, at a moment the seed decides
      await store.kill();
      await pause(100 + random() * 400);
      store = owned(await startStore(dbPath, { port }));
    }
    const before = batches;
    while (batches < before + 3) await pause(20);
    stopping = true;
    await writers;
    ledger.check(await listOutcomes(target, token));
    watch.count();
    tally('bulk imports, store over TCP killed', ledger, `; ${watch.summary}`);
    report.push(...watch.faults.map((f) => `  outage reply ${f}`));
    console.log(report.slice(-1 - watch.faults.length - ledger.failures.length).join('\n'));
    await api.stop();
    await store.stop();
    expectNothingLost(ledger, watch.faults);
    expect(ledger.acknowledged.size).toBeGreaterThan(0);
  });
}
