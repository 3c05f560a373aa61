import { open, readdir, rename, unlink, type FileHandle } from 'node:fs/promises';
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
  try {
    const handle = await open(tmp, 'w');
    try {
      await writeAll(handle, data);
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    // A full disk: the partial file must never be renamed into place, and is no use to anyone.
    await unlink(tmp).catch(() => undefined);
    throw error;
  }
  await rename(tmp, file);
  await syncDir(path.dirname(file));
}

/**
 * Writes every byte of `buffers`: a write may take fewer bytes than asked (a disk filling up), and the rest is
 * written again, so a full disk ends in ENOSPC rather than in a silently shorter file.
 */
export async function writeAll(handle: FileHandle, buffers: Buffer[]): Promise<void> {
  for (const buffer of buffers) {
    let rest = buffer;
    while (rest.length > 0) {
      const { bytesWritten } = await handle.write(rest);
      rest = rest.subarray(bytesWritten);
    }
  }
}

/**
 * The file a data directory is missing, if any: what start-up reads is the newest snapshot and every journal from
 * its generation on, one per generation. A journal of generation n exists only after snapshot n was begun, so
 * journals that start after the newest snapshot (or after nothing) mean a snapshot was removed, and a gap in the
 * journals means one was.
 */
export function checkGenerations({ snapshots, journals }: DataFiles): string | undefined {
  const base = snapshots.at(-1) ?? 0;
  const used = journals.filter((gen) => gen >= base);
  if (snapshots.length === 0 && used.length === 0) return undefined; // a new directory
  for (let gen = base, i = 0; i < used.length; gen++, i++) {
    if (used[i] !== gen)
      return gen === base && snapshots.length === 0 ? snapshotName(used[i]!) : journalName(gen);
  }
  return used.length === 0 ? journalName(base) : undefined;
}
