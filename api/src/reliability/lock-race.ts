import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { serverJs } from './processes.js';
import { report, totals } from './report.js';

const storeAt = fileURLToPath(new URL('./store-at.mjs', import.meta.url));

type Outcome = 'running' | 'refused';

/**
 * How a started process ends up: serving (a line `running` accepts), or refused (it exited). `ready` resolves on a
 * line `ready` accepts, or when the process ends.
 */
function watch(child: ChildProcess, running: (line: string) => boolean, ready = (_line: string) => false) {
  const lines = createInterface({ input: child.stdout! });
  child.stderr!.resume();
  const exited = new Promise<'refused'>((resolve) => child.once('exit', () => resolve('refused')));
  return {
    ready: Promise.race([
      exited,
      new Promise<void>((resolve) => lines.on('line', (l) => ready(l) && resolve())),
    ]),
    outcome: Promise.race([
      exited,
      new Promise<Outcome>((resolve) => lines.on('line', (l) => running(l) && resolve('running'))),
    ]),
  };
}

async function killAll(children: ChildProcess[]) {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL'); // the winner leaves its lock behind: the next try starts on a stale one
        }),
    ),
  );
}

/**
 * `tries` times: two processes started at the same moment on one data directory, with the lock the previous
 * try's winner left when it was killed. Exactly one may run, every time.
 */
async function raceTries(
  what: string,
  tries: number,
  parallel: number,
  startPair: (dir: number) => Promise<Outcome[]>,
) {
  const started = performance.now();
  let broken = 0;
  for (let t = 0; t < tries; t += parallel) {
    const rounds = Array.from({ length: Math.min(parallel, tries - t) }, (_, lane) => startPair(lane));
    for (const outcomes of await Promise.all(rounds)) {
      if (outcomes.filter((o) => o === 'running').length !== 1) broken++;
    }
  }
  totals.lockRaces += tries;
  totals.lockRacesBroken += broken;
  report.push(
    `lock: ${tries} tries of two ${what} at once on one data directory: not exactly one running ${broken} ` +
      `(${Math.round((performance.now() - started) / 1000)} s)`,
  );
  expect(broken).toBe(0);
}

export function lockRacePhase(
  tempDir: (name: string) => Promise<string>,
  tries: { stores: number; apis: number },
) {
  it(`two stores started at the same instant on one data directory: exactly one runs, ${tries.stores} times`, async () => {
    const dirs = await Promise.all([0, 1].map(() => tempDir('lock-store')));
    await raceTries('stores', tries.stores, 2, async (lane) => {
      const pair = [0, 1].map(() => {
        const child = spawn(process.execPath, [storeAt, dirs[lane]!], { stdio: ['pipe', 'pipe', 'pipe'] });
        child.stdin.on('error', () => undefined); // one that already exited cannot be told the instant
        return child;
      });
      const watched = pair.map((child) =>
        watch(
          child,
          (line) => line.startsWith('running'),
          (line) => line === 'ready',
        ),
      );
      // Once both have loaded, both are given one instant, a moment ahead, at which they open the directory.
      await Promise.all(watched.map((w) => w.ready));
      const at = `${Date.now() + 50}\n`;
      for (const child of pair) child.stdin!.end(at);
      const outcomes = await Promise.all(watched.map((w) => w.outcome));
      await killAll(pair);
      return outcomes;
    });
  });

  it(`two APIs started together on one data directory: exactly one runs, ${tries.apis} times`, async () => {
    const dirs = await Promise.all([0, 1].map(() => tempDir('lock-api')));
    await raceTries('APIs', tries.apis, 2, async (lane) => {
      const env = {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
        DATA_DIR: dirs[lane]!,
      };
      const pair = [0, 1].map(() =>
        spawn(process.execPath, [serverJs], { env, stdio: ['ignore', 'pipe', 'pipe'] }),
      );
      const outcomes = await Promise.all(
        pair.map((child) => watch(child, (line) => /"port":\d+/.test(line)).outcome),
      );
      await killAll(pair);
      return outcomes;
    });
  });
}
