import { execFileSync } from 'node:child_process';
import { rm, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { Ledger, listOutcomes, request, signIn } from './client.js';
import { expectNothingLost, outageWatch } from './bulk-kills.js';
import { startApi, startStore, type Running } from './processes.js';
import { report, tally } from './report.js';
import { startWriters } from './writers.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Mounts a tmpfs of `megabytes` at `dir` (as root, or through passwordless sudo, as CI runners allow). */
function mountTmpfs(dir: string, megabytes: number): (() => void) | undefined {
  for (const prefix of [[], ['sudo', '-n']]) {
    const run = (...args: string[]) => {
      const [command, ...rest] = [...prefix, ...args];
      execFileSync(command!, rest, { stdio: 'ignore' });
    };
    try {
      run('mount', '-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir);
      return () => run('umount', dir);
    } catch {
      // not allowed here: try the next way
    }
  }
  return undefined;
}

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(50);
  }
}

/**
 * The store's data directory on a small tmpfs, filled up by a ballast file while people write, then freed: while
 * full, writes are answered 503 with Retry-After and health says `read-only`; once space frees, writes go on
 * without restarting anything; nothing acknowledged is lost, then or after a SIGKILL and restart of the store.
 */
export function diskFullPhase(
  tempDir: (name: string) => Promise<string>,
  owned: <T extends Running>(process: T) => T,
  port: number,
) {
  it('a full disk under the store: 503 with Retry-After while full, recovery without restart, health tells the truth', async () => {
    const dir = await tempDir('disk-full');
    const unmount = mountTmpfs(dir, 8);
    if (!unmount) {
      if (process.env.RELIABILITY_NO_TMPFS === '1') {
        report.push('disk full: not run (no tmpfs could be mounted; RELIABILITY_NO_TMPFS=1)');
        return;
      }
      throw new Error(
        'mounting a tmpfs needs root or passwordless sudo; set RELIABILITY_NO_TMPFS=1 to leave it out',
      );
    }
    try {
      const dbPath = path.join(dir, 'db');
      // Small journals, so snapshots are written (and meet the full disk) too.
      let store = owned(await startStore(dbPath, { port, compactBytes: 128 * 1024 }));
      const apiDir = await tempDir('disk-full-api');
      const api = owned(await startApi({ MONGODB_URI: store.uri, DATA_DIR: apiDir }));
      const target = () => api.port;
      const health = async () => (await request(api.port, 'GET', '/api/health')).body.data?.db;
      const token = await signIn(target, 'disk-full');
      const ledger = new Ledger();
      const watch = outageWatch();
      const refused = { count: 0 };
      const writers = startWriters(3, [target], token, ledger, 'disk-full', (answer) => {
        if (answer.status === 503) refused.count++;
        watch.observe('disk full')(answer);
      });
      await until('first writes', () => ledger.acknowledged.size > 20);
      const ballast = path.join(dir, 'ballast');
      const { bavail, bsize } = await statfs(dir);
      await writeFile(ballast, Buffer.alloc(Math.max(0, bavail * bsize - 64 * 1024)));
      await until('writes refused for want of space', () => refused.count > 10);
      await until('health saying read-only', async () => (await health()) === 'read-only');
      const acknowledgedWhileFull = ledger.acknowledged.size;
      await rm(ballast);
      await until(
        'writes going on after space freed',
        () => ledger.acknowledged.size > acknowledgedWhileFull + 20,
      );
      await until('health saying up', async () => (await health()) === 'up');
      await writers.stop();
      expect(store.child.exitCode).toBeNull(); // the store kept running throughout
      ledger.check(await listOutcomes(target, token));
      // And what is on the disk starts again whole: a SIGKILL, a restart, the same records.
      await store.kill();
      store = owned(await startStore(dbPath, { port, compactBytes: 128 * 1024 }));
      const afterRestart = new Ledger();
      for (const [id, description] of ledger.acknowledged) afterRestart.acknowledged.set(id, description);
      for (const id of ledger.deleted) afterRestart.deleted.add(id);
      for (const id of ledger.uncertain) afterRestart.uncertain.add(id);
      afterRestart.check(await listOutcomes(target, token));
      watch.count();
      tally(
        'disk full (store on an 8 MB tmpfs, filled then freed)',
        ledger,
        `; refused 503 ${refused.count}, ${watch.summary}; after a restart lost ${afterRestart.lost}`,
      );
      report.push(
        ...watch.faults.map((f) => `  outage reply ${f}`),
        ...afterRestart.failures.map((f) => `  after restart ${f}`),
      );
      ledger.lost += afterRestart.lost;
      console.log(report.slice(-1 - watch.faults.length - afterRestart.failures.length).join('\n'));
      await api.stop();
      await store.stop();
      expectNothingLost(ledger, watch.faults);
    } finally {
      unmount();
    }
  });
}
