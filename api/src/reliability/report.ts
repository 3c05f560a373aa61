import type { Ledger } from './client.js';

/** What every phase of the suite adds up: the TOTAL line and the lines before it. */
export const totals = {
  acknowledged: 0,
  lost: 0,
  duplicated: 0,
  resurrected: 0,
  serverErrors: 0,
  uncertain: 0,
  /** Outage replies that were not a decodable 503 envelope with Retry-After within 2 s. */
  badOutageReplies: 0,
  outageReplies: 0,
  /** The slowest outage reply, from the moment its request was sent. */
  slowestOutageMs: 0,
  /** Lock races in which other than exactly one process ran. */
  lockRaces: 0,
  lockRacesBroken: 0,
  /** Plan edits racing with different totals that left a plan not whole. */
  planRaces: 0,
  plansBroken: 0,
};

export const report: string[] = [];

export function tally(phase: string, ledger: Ledger, extra = ''): void {
  totals.acknowledged += ledger.acknowledged.size;
  totals.lost += ledger.lost;
  totals.duplicated += ledger.duplicated;
  totals.resurrected += ledger.resurrected;
  totals.uncertain += ledger.uncertain.size;
  report.push(
    `${phase}: acknowledged ${ledger.acknowledged.size}, deleted ${ledger.deleted.size}, lost ${ledger.lost}, ` +
      `duplicated ${ledger.duplicated}, resurrected ${ledger.resurrected}, uncertain ${ledger.uncertain.size}${extra}`,
    ...ledger.failures.map((f) => `  ${f}`),
  );
}

export function totalLine(): string {
  const t = totals;
  return (
    `TOTAL acknowledged ${t.acknowledged} / lost ${t.lost} / duplicated ${t.duplicated} / ` +
    `resurrected ${t.resurrected} (server errors in races ${t.serverErrors}, unanswered ${t.uncertain}; ` +
    `outage replies ${t.outageReplies} (slowest ${Math.round(t.slowestOutageMs)} ms), not a 503 with Retry-After in 2 s ${t.badOutageReplies}; ` +
    `lock races ${t.lockRaces}, not exactly one running ${t.lockRacesBroken}; ` +
    `plan races ${t.planRaces}, plans not whole ${t.plansBroken})`
  );
}

/** A small seeded generator (mulberry32): the suite's pauses and choices repeat for a given seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The suite's seed: RELIABILITY_SEED to repeat a run, else a fresh one (printed in the report). */
export const SEED = Number(process.env.RELIABILITY_SEED) || Math.floor(Math.random() * 2 ** 31);
export const random = seeded(SEED);
