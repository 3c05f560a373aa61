import { readFileSync } from 'node:fs';
import { open, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const snapshotName = (gen: number) => `snapshot-${String(gen).padStart(6, '0')}.bson`;
export const journalName = (gen: number) => `journal-${String(gen).padStart(6, '0')}.log`;

export interface DataFiles {
  snapshots: number[];
  journals: number[];
}

/** The generations of snapshots and journals in `dir`, ascending; leftover `.tmp` files are removed. */
export async function listDataFiles(dir: string): Promise<DataFiles> {
  const files: DataFiles = { snapshots: [], journals: [] };
  for (const name of await readdir(dir)) {
    const match = /^(snapshot|journal)-(\d+)\.(bson|log)$/.exec(name);
    if (match) (match[1] === 'snapshot' ? files.snapshots : files.journals).push(Number(match[2]));
    else if (name.endsWith('.tmp')) await unlink(path.join(dir, name));
  }
  files.snapshots.sort((a, b) => a - b);
  files.journals.sort((a, b) => a - b);
  return files;
}

/** fsync a directory so a created, renamed or deleted entry is itself durable. */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes `data` to `file` atomically and durably: temp file, fsync, rename, fsync the directory. */
export async function writeFileDurably(file: string, data: Buffer[]): Promise<void> {
  const tmp = `${file}.tmp`;
  const handle = await open(tmp, 'w');
  try {
    for (const chunk of data) await handle.write(chunk);
    await handle.sync();
  } finally {
    await handle.close();
  }
  const { rename } = await import('node:fs/promises');
  await rename(tmp, file);
  await syncDir(path.dirname(file));
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every architecture Node runs on). */
const USER_HZ = 100;

/**
 * When process `pid` started, in ms since the epoch, from /proc (Linux); undefined where that cannot be read.
 * The kernel's own figure, so a lock's recorded start and a later reading of the same process agree to 10 ms.
 */
export function processStartTime(pid: number | 'self'): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime) counts from after the parenthesised command name, which may itself hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    const bootSeconds = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]);
    if (!Number.isFinite(ticks) || !Number.isFinite(bootSeconds)) return undefined;
    return bootSeconds * 1000 + Math.round((ticks * 1000) / USER_HZ);
  } catch {
    return undefined;
  }
}

/** When this process started, to tell it from an earlier or unrelated one that has the same pid. */
const processStart = processStartTime('self') ?? Math.round(Date.now() - process.uptime() * 1000);

/** Start times read a moment apart may differ by the boot time's rounding and clock adjustments. */
const SAME_START_MS = 1500;

/**
 * Whether the lock's owner still runs: its pid is alive and, when the lock recorded a start time that /proc can
 * check, the process with that pid started then. After a reboot or a container restart a pid is soon reused by
 * an unrelated process (often this very one), which must not keep the directory locked forever.
 */
function ownerRuns(owner: number, recordedStart: number | undefined): boolean {
  if (owner === process.pid) {
    return recordedStart !== undefined && Math.abs(recordedStart - processStart) < SAME_START_MS;
  }
  if (!processAlive(owner)) return false;
  const actualStart = recordedStart === undefined ? undefined : processStartTime(owner);
  // Without a recorded start (an older lock) or /proc, a live pid is assumed to be the owner: refusing is safe.
  return actualStart === undefined || Math.abs(actualStart - recordedStart!) < SAME_START_MS;
}

/**
 * Claims `dir` for this process. The lock holds `pid startTimeMs`. A lock left by a dead process (a crash), or by
 * a pid now used by another process, is taken over; one held by a live owner — another process, or this very
 * process (another store on another thread) — is refused.
 */
export async function lockDir(dir: string): Promise<() => Promise<void>> {
  const lock = path.join(dir, 'mongod.lock');
  const [owner, started] = (await readFile(lock, 'utf8').catch(() => '')).trim().split(/\s+/).map(Number);
  if (owner && ownerRuns(owner, Number.isFinite(started) ? started : undefined)) {
    throw new Error(`${dir} is in use by another embedded-mongo (pid ${owner})`);
  }
  await writeFile(lock, `${process.pid} ${processStart}`);
  return async () => {
    await unlink(lock).catch(() => undefined);
  };
}
