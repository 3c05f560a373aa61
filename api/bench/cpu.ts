import { readdirSync, readFileSync } from 'node:fs';

/** CPU milliseconds used so far by each thread of this process (Linux's /proc; empty elsewhere). */
function threadCpu(): Map<string, number> {
  const used = new Map<string, number>();
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 a second).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      used.set(tid, (Number(fields[11]) + Number(fields[12])) * 10);
    }
  } catch {
    // Not Linux: no per-thread figures.
  }
  return used;
}

/**
 * Starts counting CPU time; `stop` gives the milliseconds used by the whole process (the server: the load client
 * runs in a process of its own), its main thread (the API), and its busiest other thread (the embedded store's,
 * when a route reads the store). CPU time, unlike latency, hardly changes when other work competes for the cores.
 */
export function cpuMeter() {
  const threads0 = threadCpu();
  return {
    stop() {
      const deltas = [...threadCpu()].map(([tid, ms]) => [tid, ms - (threads0.get(tid) ?? 0)] as const);
      const main = deltas.find(([tid]) => tid === String(process.pid))?.[1];
      if (process.env.BENCH_THREADS)
        console.log(
          deltas
            .filter(([, ms]) => ms > 0)
            .map(([tid, ms]) => `${tid}:${ms}`)
            .join(' '),
        );
      const others = deltas.filter(([tid]) => tid !== String(process.pid)).map(([, ms]) => ms);
      return {
        serverMs: deltas.reduce((sum, [, ms]) => sum + ms, 0),
        mainMs: main,
        storeMs: others.length ? Math.max(...others) : undefined,
      };
    },
  };
}

export type CpuUse = ReturnType<ReturnType<typeof cpuMeter>['stop']>;

const perRequest = (ms: number | undefined, requests: number) =>
  ms === undefined ? undefined : (ms / requests) * 1000;

/** Microseconds per request: the server's whole, its API thread, the busiest other thread. */
export const cpuPerRequest = (use: CpuUse, requests: number) => ({
  server: perRequest(use.serverMs, requests),
  api: perRequest(use.mainMs, requests),
  store: perRequest(use.storeMs, requests),
});

export const formatCpu = (use: CpuUse, requests: number) => {
  const per = cpuPerRequest(use, requests);
  const show = (us: number | undefined) => (us === undefined ? '?' : us.toFixed(0));
  return `  server CPU per request: ${show(per.server)} µs (API thread ${show(per.api)} µs, busiest other thread ${show(per.store)} µs)`;
};
