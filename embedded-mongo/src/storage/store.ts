import { open, readFile, stat, truncate, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Catalog, type Op } from '../engine/catalog.js';
import { UndoLog, type WriteBatch } from '../engine/write-batch.js';
import { CommandError } from '../commands/errors.js';
import {
  checkGenerations,
  journalName,
  listDataFiles,
  snapshotName,
  syncDir,
  writeFileDurably,
} from './files.js';
import { claimDataDir, type DataDirClaim } from './lock.js';
import { Journal } from './journal.js';
import { decodeRecords, encodeRecord, intactRecordsAfter } from './records.js';

export interface StoreOptions {
  dbPath: string;
  /** Journal size that triggers a snapshot; the journal then starts afresh. */
  compactBytes?: number;
}

/**
 * The catalog kept durable: each committed batch of ops is one journal record, fsynced before `commit` resolves.
 * Start-up loads the newest snapshot and replays the journals after it, dropping a torn final record.
 */
export class Store {
  private compacting: Promise<void> | undefined;
  private rotation: Promise<void> | undefined;
  private forced = false;
  private snapshotBytes = 0;

  private constructor(
    readonly catalog: Catalog,
    private readonly dir: string,
    private gen: number,
    private readonly journal: Journal,
    private readonly compactBytes: number,
    private readonly unlock: () => Promise<void>,
  ) {}

  /** Opens the store in `dbPath`, claiming the directory unless the caller already holds it (`claimed`). */
  static async open(
    { dbPath, compactBytes = 16 * 1024 * 1024 }: StoreOptions,
    claimed?: DataDirClaim,
  ): Promise<Store> {
    const { dir, unlock } = claimed ?? (await claimDataDir(dbPath));
    try {
      return await Store.load(dir, compactBytes, unlock);
    } catch (error) {
      await unlock();
      throw error;
    }
  }

  private static async load(dir: string, compactBytes: number, unlock: () => Promise<void>): Promise<Store> {
    const catalog = new Catalog();
    const files = await listDataFiles(dir);
    const base = files.snapshots.at(-1) ?? 0;
    const missing = checkGenerations(files);
    if (missing) throw new MissingFileError(dir, missing);
    if (files.snapshots.length > 0) {
      const { records, validLength } = decodeRecords(await readFile(path.join(dir, snapshotName(base))));
      if (validLength !== (await stat(path.join(dir, snapshotName(base)))).size) {
        throw new SnapshotDamageError(dir, snapshotName(base), validLength);
      }
      replay(catalog, records);
    }
    const journals = files.journals.filter((gen) => gen >= base);
    for (const [index, gen] of journals.entries()) {
      const file = path.join(dir, journalName(gen));
      const buffer = await readFile(file);
      const { records, validLength } = decodeRecords(buffer);
      if (validLength < buffer.length) {
        // Only the newest journal's last write can be torn by a crash, and that write was never acknowledged.
        // Bad bytes anywhere else — an older journal, or intact records after them — are damage to acknowledged
        // history: guessing past them would silently lose or reorder writes, so a person decides (`repair`).
        const tornTail =
          index === journals.length - 1 && intactRecordsAfter(buffer, validLength).length === 0;
        if (!tornTail) throw new JournalDamageError(dir, journalName(gen), validLength);
        replay(catalog, records);
        await truncate(file, validLength); // appends then start on a clean record boundary
      } else {
        replay(catalog, records);
      }
    }
    for (const gen of files.snapshots.filter((g) => g < base))
      await unlink(path.join(dir, snapshotName(gen)));
    for (const gen of files.journals.filter((g) => g < base)) await unlink(path.join(dir, journalName(gen)));
    const gen = Math.max(base, journals.at(-1) ?? 0);
    const handle = await open(path.join(dir, journalName(gen)), 'a');
    await syncDir(dir);
    const size = (await handle.stat()).size;
    const holder: { store?: Store } = {};
    const journal = new Journal(handle, size, () => holder.store!.maybeCompact());
    holder.store = new Store(catalog, dir, gen, journal, compactBytes, unlock);
    return holder.store;
  }

  /** Changes applied to the catalog but not yet journalled; see `commit`. */
  readonly undoLog = new UndoLog();

  /**
   * Makes a batch's ops (already applied to the catalog) durable. If the journal write fails, the change is taken
   * back out of memory — with every other unsynced one — so no reader sees data a restart would not have.
   */
  async commit(batch: Pick<WriteBatch, 'ops'>): Promise<void> {
    if (batch.ops.length === 0) return;
    try {
      await this.journal.append(encodeRecord({ ops: batch.ops }));
    } catch (error) {
      this.undoLog.rollBackAll();
      throw asStorageError(error);
    }
    this.undoLog.confirm(batch as WriteBatch);
  }

  /** Why the last compaction failed (a full disk), until one succeeds; the previous generation is kept meanwhile. */
  compactionError: unknown;

  private maybeCompact(): Promise<void> {
    const due = this.forced || this.journal.size >= Math.max(this.compactBytes, this.snapshotBytes);
    if (this.compacting || !due) return Promise.resolve();
    this.forced = false;
    // A new journal that cannot be opened (a full disk) leaves appends on the current one: try again later.
    this.rotation = this.rotate().catch((error: unknown) => {
      this.compactionError = error;
    });
    return this.rotation;
  }

  /** Compacts now (tests, tooling): rides an empty record through the journal to reach its idle point. */
  async compact(): Promise<void> {
    this.forced = true;
    await this.journal.append(encodeRecord({ ops: [] }));
    await this.rotation;
    await this.compacting;
  }

  /**
   * Starts a new journal and snapshots the state as of that moment; the snapshot is written in the background.
   * Until it is renamed into place, recovery uses the previous snapshot and both journals, and replaying an op
   * twice is harmless.
   */
  private async rotate(): Promise<void> {
    const next = this.gen + 1;
    const handle = await open(path.join(this.dir, journalName(next)), 'a');
    await syncDir(this.dir);
    // Serialised synchronously after the swap, so the snapshot is exactly the state at the swap.
    await this.journal.swap(handle);
    const records = [...this.catalog.snapshot()].map((ops) => encodeRecord({ ops }));
    this.gen = next;
    this.compacting = (async () => {
      try {
        await writeFileDurably(path.join(this.dir, snapshotName(next)), records);
      } catch (error) {
        // A full disk: the earlier snapshot and journals still hold everything, and stay. The next attempt comes
        // when the new journal has grown as much again, by when space may have been freed.
        this.compactionError = error;
        return;
      }
      this.compactionError = undefined;
      this.snapshotBytes = records.reduce((sum, r) => sum + r.length, 0);
      // Only now, with the new snapshot whole and durable, is any earlier generation let go.
      const { snapshots, journals } = await listDataFiles(this.dir);
      for (const gen of snapshots.filter((g) => g < next))
        await unlink(path.join(this.dir, snapshotName(gen))).catch(() => undefined);
      for (const gen of journals.filter((g) => g < next))
        await unlink(path.join(this.dir, journalName(gen))).catch(() => undefined);
    })().finally(() => (this.compacting = undefined));
  }

  async close(): Promise<void> {
    await this.journal.close();
    await this.compacting;
    await this.unlock();
  }
}

function replay(catalog: Catalog, records: { ops?: Op[] }[]): void {
  for (const record of records) for (const op of record.ops ?? []) catalog.apply(op);
}

const DISK_FULL = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

/**
 * A failed journal write as the client sees it: a full disk is MongoDB's OutOfDiskSpace (nothing was written; the
 * same write may succeed later), anything else the error itself.
 */
function asStorageError(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (!code || !DISK_FULL.has(code)) return error;
  return new CommandError(
    'OutOfDiskSpace',
    "The store's disk is full: nothing of this write was kept. Retry once space is freed.",
  );
}

/** The newest snapshot fails its checksum: start-up stops rather than start with part of the data. */
export class SnapshotDamageError extends Error {
  constructor(
    readonly dir: string,
    readonly file: string,
    readonly offset: number,
  ) {
    super(
      `snapshot ${file} is corrupt: ${path.join(dir, file)} is damaged at byte ${offset}. Nothing was changed. ` +
        `Run \`embedded-mongo repair --dbpath ${dir}\` to keep the documents before byte ${offset} (it reports ` +
        `and sets aside the rest), or restore the directory from a backup.`,
    );
    this.name = 'SnapshotDamageError';
  }
}

/** A snapshot or journal the others need is gone (deleted by hand): starting without it would lose data silently. */
export class MissingFileError extends Error {
  constructor(
    readonly dir: string,
    readonly file: string,
  ) {
    super(
      `${path.join(dir, file)} is missing: the data files after it depend on it, so starting would silently ` +
        `lose what it held. Nothing was changed. Restore it (or the directory) from a backup, or run ` +
        `\`embedded-mongo repair --dbpath ${dir}\` to start from what is left (it reports what cannot be recovered).`,
    );
    this.name = 'MissingFileError';
  }
}

/** A journal record that is not the last fails its checksum: start-up stops rather than drop acknowledged writes. */
export class JournalDamageError extends Error {
  constructor(
    readonly dir: string,
    readonly file: string,
    readonly offset: number,
  ) {
    super(
      `${path.join(dir, file)} is damaged at byte ${offset}: a record there fails its checksum and acknowledged ` +
        `records follow it. Nothing was changed. Run \`embedded-mongo repair --dbpath ${dir}\` to keep every ` +
        `record before byte ${offset} (it reports and sets aside what it drops), or restore the directory from a backup.`,
    );
    this.name = 'JournalDamageError';
  }
}
