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

/** When this process started, to tell it from an earlier one that had the same pid (a container's pid 1). */
const processStart = Math.round(Date.now() - process.uptime() * 1000);

/**
 * Claims `dir` for this process. A lock left by a dead process (a crash) is taken over; one held by a live process,
 * or by this very process (another store on another thread), is refused.
 */
export async function lockDir(dir: string): Promise<() => Promise<void>> {
  const lock = path.join(dir, 'mongod.lock');
  const [owner, started] = (await readFile(lock, 'utf8').catch(() => '')).trim().split(/\s+/).map(Number);
  const sameProcess =
    owner === process.pid && started !== undefined && Math.abs(started - processStart) < 1000;
  if (owner && (sameProcess || (owner !== process.pid && processAlive(owner)))) {
    throw new Error(`${dir} is in use by another embedded-mongo (pid ${owner})`);
  }
  await writeFile(lock, `${process.pid} ${processStart}`);
  return async () => {
    await unlink(lock).catch(() => undefined);
  };
}
