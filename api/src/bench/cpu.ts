import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

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

/** This thread's id as the OS knows it (Linux), so a meter can leave the load client's thread out. */
export function threadId(): string | undefined {
  try {
    return readlinkSync('/proc/thread-self').split('/').at(-1);
  } catch {
    return undefined;
  }
}

/**
 * Starts counting CPU time; `stop` gives the milliseconds used by the main thread (the API), the busiest other
 * thread (the embedded store's) and every thread but the load client's. CPU time, unlike latency, hardly changes
 * when other work on the machine competes for the cores.
 */
export function cpuMeter() {
  const threads0 = threadCpu();
  return {
    stop(clientThread?: string) {
      const deltas = [...threadCpu()]
        .filter(([tid]) => tid !== clientThread)
        .map(([tid, ms]) => [tid, ms - (threads0.get(tid) ?? 0)] as const);
      const main = deltas.find(([tid]) => tid === String(process.pid))?.[1];
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

export const formatCpu = (use: CpuUse, requests: number) => {
  const per = (ms: number | undefined) => (ms === undefined ? '?' : ((ms / requests) * 1000).toFixed(0));
  return `  CPU per request: ${per(use.serverMs)} µs (API thread ${per(use.mainMs)} µs, store thread ${per(use.storeMs)} µs)`;
};
