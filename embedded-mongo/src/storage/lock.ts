import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
 * Whether the writer of a lock (`pid startTimeMs`) still runs: its pid is alive and, when the lock recorded a
 * start time that /proc can check, the process with that pid started then. After a reboot or a container restart
 * a pid is soon reused by an unrelated process (often this very one), which must not keep the directory locked.
 */
function holderRuns(content: string): boolean {
  const [owner, recorded] = content.trim().split(/\s+/).map(Number);
  if (!owner || !Number.isInteger(owner)) return false;
  const recordedStart = Number.isFinite(recorded) ? recorded : undefined;
  if (owner === process.pid) {
    return recordedStart !== undefined && Math.abs(recordedStart - processStart) < SAME_START_MS;
  }
  if (!processAlive(owner)) return false;
  const actualStart = recordedStart === undefined ? undefined : processStartTime(owner);
  // Without a recorded start (an older lock) or /proc, a live pid is assumed to be the owner: refusing is safe.
  return actualStart === undefined || Math.abs(actualStart - recordedStart!) < SAME_START_MS;
}

const scratchName = (file: string) => `${file}.${process.pid}-${randomBytes(6).toString('hex')}.new`;

/**
 * Creates `file` holding `content` unless it exists — the exclusive create (O_EXCL) done as a `link` of a fully
 * written scratch file, so no reader ever sees the lock present but still empty. False when it exists.
 */
async function createExclusively(file: string, content: string): Promise<boolean> {
  const scratch = scratchName(file);
  await writeFile(scratch, content, { flag: 'wx' });
  try {
    await link(scratch, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(scratch).catch(() => undefined);
  }
}

/**
 * Removes `file` if it still holds `stale` (a lock or claim whose writer is dead). Check and removal happen under a
 * claim named after that very content, created exclusively: of several starters that all saw the same stale lock
 * only one holds the claim at a time, and one that comes later finds the content changed and removes nothing. A
 * claim left by a starter that died holding it is itself stale and cleared the same way (one level further).
 */
async function removeIfStill(file: string, stale: string, mine: string): Promise<void> {
  const claim = `${file}.claim-${createHash('sha256').update(stale).digest('hex').slice(0, 16)}`;
  if (!(await createExclusively(claim, mine))) {
    const claimer = await readFile(claim, 'utf8').catch(() => undefined);
    if (claimer !== undefined && !holderRuns(claimer)) await removeIfStill(claim, claimer, mine);
    return; // a live claimer is at work: the caller looks again
  }
  try {
    if ((await readFile(file, 'utf8').catch(() => undefined)) === stale) await unlink(file);
  } finally {
    await unlink(claim).catch(() => undefined);
  }
}

/** How often a starter looks again after losing a race, before saying the directory keeps changing hands. */
const ATTEMPTS = 100;

/**
 * Claims `dir` for this process: `mongod.lock`, holding `pid startTimeMs`, created exclusively. A lock left by a
 * dead process (a crash), or by a pid now used by another process, is removed (see {@link removeIfStill}) and the
 * exclusive create tried again; one held by a live owner — another process, or this very process (another store
 * on another thread) — is refused. Two starters at the same instant: exactly one create succeeds.
 */
export async function lockDir(dir: string): Promise<() => Promise<void>> {
  const lock = path.join(dir, 'mongod.lock');
  const mine = `${process.pid} ${processStart}`;
  const release = async () => {
    if ((await readFile(lock, 'utf8').catch(() => undefined)) === mine)
      await unlink(lock).catch(() => undefined);
  };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (await createExclusively(lock, mine)) return release;
    const held = await readFile(lock, 'utf8').catch(() => undefined);
    if (held === undefined) continue; // released in between
    if (holderRuns(held)) {
      throw new Error(`${dir} is in use by another embedded-mongo (pid ${held.trim().split(/\s+/)[0]})`);
    }
    await removeIfStill(lock, held, mine);
    // Another starter may be mid-claim: yield before looking again rather than spin.
    await new Promise((resolve) => setTimeout(resolve, attempt));
  }
  throw new Error(`${dir}: could not take its lock, which kept changing hands`);
}

/** A data directory this process holds: its absolute path and how to let it go. */
export interface DataDirClaim {
  dir: string;
  unlock: () => Promise<void>;
}

/** Creates `dbPath` if missing, private to its owner (the data and the store's socket are no one else's), and locks it. */
export async function claimDataDir(dbPath: string): Promise<DataDirClaim> {
  const dir = path.resolve(dbPath);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return { dir, unlock: await lockDir(dir) };
}
