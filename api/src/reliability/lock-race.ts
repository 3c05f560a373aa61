import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { serverJs } from './processes.js';
import { report, totals } from './report.js';

const storeAt = fileURLToPath(new URL('./store-at.mjs', import.meta.url));

/** How a started process ended up: serving, or refused (it exited). */
function outcome(child: ChildProcess, running: (line: string) => boolean): Promise<'running' | 'refused'> {
  return new Promise((resolve) => {
    createInterface({ input: child.stdout! }).on('line', (line) => running(line) && resolve('running'));
    child.stderr!.resume();
    child.once('exit', () => resolve('refused'));
  });
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
  startPair: (dir: number) => Promise<('running' | 'refused')[]>,
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
      // Both wait for the same instant (after both have loaded), then open the directory.
      const at = String(Date.now() + 700);
      const pair = [0, 1].map(() =>
        spawn(process.execPath, [storeAt, dirs[lane]!, at], { stdio: ['ignore', 'pipe', 'pipe'] }),
      );
      const outcomes = await Promise.all(
        pair.map((child) => outcome(child, (line) => line.startsWith('running'))),
      );
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
        pair.map((child) => outcome(child, (line) => /"port":\d+/.test(line))),
      );
      await killAll(pair);
      return outcomes;
    });
  });
}
