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
 * Starts counting CPU time; `stop` gives the milliseconds the whole process used and, where the OS tells, the
 * main thread (the API and the load generator) and the busiest other thread (the embedded store's). CPU time,
 * unlike latency, hardly changes when other work on the machine competes for the cores.
 */
export function cpuMeter() {
  const process0 = process.cpuUsage();
  const threads0 = threadCpu();
  return {
    stop() {
      const { user, system } = process.cpuUsage(process0);
      const deltas = [...threadCpu()].map(([tid, ms]) => [tid, ms - (threads0.get(tid) ?? 0)] as const);
      const main = deltas.find(([tid]) => tid === String(process.pid))?.[1];
      const others = deltas.filter(([tid]) => tid !== String(process.pid)).map(([, ms]) => ms);
      return {
        totalMs: (user + system) / 1000,
        mainMs: main,
        busiestOtherMs: others.length ? Math.max(...others) : undefined,
      };
    },
  };
}

export type CpuUse = ReturnType<ReturnType<typeof cpuMeter>['stop']>;

export const formatCpu = (use: CpuUse, requests: number) => {
  const per = (ms: number | undefined) => (ms === undefined ? '?' : (ms / requests).toFixed(1));
  return (
    `  CPU per request: ${per(use.totalMs)} ms (main thread: API + load client ${per(use.mainMs)} ms, ` +
    `store thread ${per(use.busiestOtherMs)} ms)`
  );
};
