import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORIES } from '../services/users/defaults.js';
import { Ledger, listOutcomes, signIn, withRetries } from './client.js';
import { outcomeBody, startWriters } from './writers.js';
import { bulkKillPhase, expectNothingLost, outageWatch } from './bulk-kills.js';
import { diskFullPhase } from './disk-full.js';
import { lockRacePhase } from './lock-race.js';
import { startApi, startStore, type Running } from './processes.js';
import { random, report, SEED, tally, totalLine, totals } from './report.js';

/**
 * The reliability suite (`npm run test:reliability`): the built API killed with SIGKILL while people write and
 * retry, the request races run many times, the store taken away and given back, two API processes over one
 * store. It counts what the clients were told (acknowledged) against what is there afterwards.
 */

const KILL_CYCLES = 20;
const RACE_ROUNDS_PER_KIND = 70; // × 3 kinds = 210 concurrent rounds
const STORE_KILL_CYCLES = 10;
const LOCK_TRIES = Number(process.env.RELIABILITY_LOCK_TRIES) || 100;
/** Two fixed ports (this one and the next) for stores reached over TCP; RELIABILITY_PORT moves them. */
const STORE_PORT = Number(process.env.RELIABILITY_PORT) || 18_261;
const category = DEFAULT_CATEGORIES[0];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});
const tempDir = async (name: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), `kaspit-${name}-`));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
};
const owned = <T extends Running>(process: T) => {
  cleanup.push(() => process.kill());
  return process;
};

describe('reliability', () => {
  it(`loses nothing over ${KILL_CYCLES} SIGKILLs of the API (and its in-process store) mid-write`, async () => {
    const dataDir = await tempDir('kill');
    let api = owned(await startApi({ DATA_DIR: dataDir }));
    const target = () => api.port;
    const token = await signIn(target, 'kill');
    const ledger = new Ledger();
    const writers = startWriters(4, [target], token, ledger, 'kill');
    for (let cycle = 0; cycle < KILL_CYCLES; cycle++) {
      // Each life of the process acknowledges writes before it is killed in the middle of more.
      const before = ledger.acknowledged.size;
      while (ledger.acknowledged.size === before) await pause(20);
      await pause(100 + random() * 300);
      await api.kill();
      api = owned(await startApi({ DATA_DIR: dataDir }));
    }
    await pause(300);
    await writers.stop();
    ledger.check(await listOutcomes(target, token));
    tally('SIGKILL cycles', ledger);
    await api.stop();
  });

  describe('two API processes over one store', () => {
    let apiA: Running & { port: number };
    let apiB: Running & { port: number };
    let store: Running & { uri: string };
    let storeDir: string;
    const a = () => apiA.port;
    const b = () => apiB.port;

    beforeAll(async () => {
      const dir = await tempDir('shared');
      storeDir = dir;
      store = owned(await startStore(path.join(dir, 'db'), { socketPath: path.join(dir, 'store.sock') }));
      // One DATA_DIR: the same signing keys, so a token from one process is good at the other.
      apiA = owned(await startApi({ MONGODB_URI: store.uri, DATA_DIR: path.join(dir, 'api') }));
      apiB = owned(await startApi({ MONGODB_URI: store.uri, DATA_DIR: path.join(dir, 'api') }));
    }, 120_000);

    it(`${RACE_ROUNDS_PER_KIND * 3} race rounds, each pair of requests sent at once through both processes`, async () => {
      const token = await signIn(a, 'races');
      const ledger = new Ledger();
      let serverErrors = 0;
      const answered = (reply: { status: number }) => {
        if (reply.status >= 500 || reply.status === 0) serverErrors++;
        return reply.status;
      };
      const plans: string[] = [];
      const deletedPayments = new Set<string>();

      const planRace = async (round: number) => {
        const id = randomUUID();
        const create = await withRetries(a, 'POST', '/api/outcomes', token, {
          outcomeData: {
            ...outcomeBody(id, `plan-${round}`).outcomeData,
            amount: 300,
            installments: { total: 3 },
          },
        });
        if (answered(create) !== 201) return;
        plans.push(id);
        // Half the rounds race identical edits, half edits with different totals (6 and 4 installments).
        const edit = (total: number) => ({
          outcomeData: {
            ...outcomeBody(id, `plan-${round}`).outcomeData,
            amount: 600,
            installments: { total },
          },
        });
        const replies = await Promise.all([
          withRetries(a, 'PUT', `/api/outcomes/${id}`, token, edit(6)),
          withRetries(b, 'PUT', `/api/outcomes/${id}`, token, edit(round % 2 ? 4 : 6)),
        ]);
        replies.forEach(answered);
      };

      const putDeleteRace = async (round: number) => {
        const id = randomUUID();
        const create = await withRetries(
          a,
          'POST',
          '/api/outcomes',
          token,
          outcomeBody(id, `put-delete-${round}`),
        );
        if (answered(create) !== 201) return;
        ledger.acknowledged.set(id, `put-delete-${round}`);
        const [put, del] = await Promise.all([
          withRetries(
            a,
            'PUT',
            `/api/outcomes/${id}`,
            token,
            outcomeBody(id, `put-delete-${round}`, { amount: 99 }),
          ),
          withRetries(b, 'DELETE', `/api/outcomes/${id}`, token),
        ]);
        answered(put);
        if (answered(del) === 200) ledger.deleted.add(id);
      };

      const patchDeleteRace = async (round: number) => {
        const id = randomUUID();
        const create = await withRetries(a, 'POST', '/api/recurring-payments', token, {
          recurringPaymentData: {
            id,
            name: `recurring-${round}`,
            amount: 49.9,
            category,
            frequency: 'monthly',
            startDate: '2026-01-05',
          },
        });
        if (answered(create) !== 201) return;
        const patch =
          round % 2 === 0
            ? withRetries(a, 'PATCH', `/api/recurring-payments/${id}/status`, token, { isActive: false })
            : withRetries(a, 'PATCH', `/api/recurring-payments/${id}/amount`, token, {
                newAmount: 59.9,
                scope: 'fromNow',
              });
        const [patched, del] = await Promise.all([
          patch,
          withRetries(b, 'DELETE', `/api/recurring-payments/${id}`, token),
        ]);
        answered(patched);
        if (answered(del) === 200) deletedPayments.add(id);
      };

      const rounds = Array.from({ length: RACE_ROUNDS_PER_KIND }, (_, r) => r);
      for (const race of [planRace, putDeleteRace, patchDeleteRace]) {
        for (let r = 0; r < rounds.length; r += 4) await Promise.all(rounds.slice(r, r + 4).map(race));
      }

      // Each process must see the same, complete state.
      const fromA = await listOutcomes(a, token);
      const fromB = await listOutcomes(b, token);
      expect(fromB.length).toBe(fromA.length);
      ledger.check(fromA);
      let brokenPlans = 0;
      for (const planId of plans) {
        const parts = fromA.filter(
          (o) =>
            o.id === planId ||
            o.installments?.planId === fromA.find((p) => p.id === planId)?.installments?.planId,
        );
        const numbers = parts.map((p) => p.installments?.number).sort((x, y) => x! - y!);
        const totalsSeen = new Set(parts.map((p) => p.installments?.total));
        const whole = Array.from({ length: parts[0]?.installments?.total ?? 0 }, (_, i) => i + 1).join(',');
        const sum = Math.round(parts.reduce((total, p) => total + p.amount * 100, 0));
        if (totalsSeen.size !== 1 || numbers.join(',') !== whole || sum !== 60_000) {
          brokenPlans++;
          ledger.fail('duplicated', `plan ${planId}: installments ${numbers.join(',')} summing ${sum / 100}`);
        }
      }
      totals.planRaces += plans.length;
      totals.plansBroken += brokenPlans;
      const payments = await withRetries(a, 'GET', '/api/recurring-payments', token);
      const paymentIds = (
        (payments.body.data as { recurringPayments: { id: string }[] }).recurringPayments ?? []
      ).map((p) => p.id);
      for (const id of paymentIds) if (deletedPayments.has(id)) ledger.fail('resurrected', `recurring ${id}`);

      tally(
        'races',
        ledger,
        `, plans ${plans.length} (broken ${brokenPlans}), server errors ${serverErrors}`,
      );
      totals.serverErrors += serverErrors;
    });

    it('an outage of the store (killed, then hung), every reply in time, recovery without restarting either API process', async () => {
      const token = await signIn(a, 'outage');
      const ledger = new Ledger();
      const watch = outageWatch();
      const writers = startWriters(4, [a, b], token, ledger, 'outage', watch.observe('outage'));
      const recovered = async () => {
        const before = ledger.acknowledged.size;
        while (ledger.acknowledged.size < before + 10) await pause(20);
      };
      await recovered();
      await store.kill();
      await pause(3000);
      store = owned(
        await startStore(path.join(storeDir, 'db'), { socketPath: path.join(storeDir, 'store.sock') }),
      );
      await recovered();
      // Hung, not gone: its sockets stay open and nothing answers, until it is let go on.
      store.child.kill('SIGSTOP');
      await pause(3000);
      store.child.kill('SIGCONT');
      await recovered();
      await writers.stop();
      ledger.check(await listOutcomes(b, token));
      watch.count();
      const statuses = [...writers.statuses].map(([status, n]) => `${status}×${n}`).join(' ');
      tally(
        'outage (store killed 3 s, then hung 3 s)',
        ledger,
        `; final answers ${statuses}; ${watch.summary}`,
      );
      report.push(...watch.faults.map((f) => `  outage reply ${f}`));
      console.log(report.slice(-1 - watch.faults.length - ledger.failures.length).join('\n'));
      expectNothingLost(ledger, watch.faults);
    });

    afterAll(async () => {
      await apiA?.stop();
      await apiB?.stop();
      await store?.stop();
    });
  });

  bulkKillPhase(tempDir, owned, STORE_KILL_CYCLES, STORE_PORT);

  diskFullPhase(tempDir, owned, STORE_PORT + 1);

  lockRacePhase(tempDir, { stores: LOCK_TRIES, apis: LOCK_TRIES });

  it('adds up to nothing lost, duplicated or resurrected', () => {
    console.log(['', `Reliability (seed ${SEED})`, ...report, totalLine(), ''].join('\n'));
    expect({ lost: totals.lost, duplicated: totals.duplicated, resurrected: totals.resurrected }).toEqual({
      lost: 0,
      duplicated: 0,
      resurrected: 0,
    });
    expect(totals.serverErrors).toBe(0);
    expect(totals.uncertain).toBe(0);
    expect(totals.badOutageReplies).toBe(0);
    expect(totals.lockRacesBroken).toBe(0);
    expect(totals.plansBroken).toBe(0);
    expect(totals.acknowledged).toBeGreaterThan(0);
  });
});
