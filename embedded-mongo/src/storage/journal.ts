import type { FileHandle } from 'node:fs/promises';
import { writeAll } from './files.js';

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * An append-only file with group commit: every record appended while a flush is running goes out in the next
 * single `writev` + `fdatasync`, and each `append` resolves only once its bytes are on disk.
 */
export class Journal {
  private pending: Buffer[] = [];
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | undefined;
  private failure: unknown;
  private recovering: Promise<void> | undefined;

  constructor(
    private handle: FileHandle,
    public size: number,
    /** Runs between flushes, when nothing is in flight: the one moment the file may be swapped. */
    private readonly idle: () => Promise<void>,
  ) {}

  append(record: Buffer): Promise<void> {
    if (this.failure) return this.recover().then(() => this.append(record));
    return new Promise<void>((resolve, reject) => {
      this.pending.push(record);
      this.waiters.push({ resolve, reject });
      this.flushing ??= this.run();
    });
  }

  /**
   * After a failed flush the file's tail is unknown (a disk that filled mid-write keeps part of a record): cut it
   * back to the last acknowledged byte. Until that succeeds every write is refused, so nothing is acknowledged on
   * top of a torn record; once it does (space freed, the device back), writes go on without a restart.
   */
  private recover(): Promise<void> {
    this.recovering ??= (async () => {
      try {
        await this.handle.truncate(this.size);
        await this.handle.datasync();
        this.failure = undefined;
      } finally {
        this.recovering = undefined;
      }
    })();
    return this.recovering.catch(() => Promise.reject(this.failure));
  }

  /** Points further appends at another file; only called from `idle`, so nothing is lost between the two. */
  async swap(handle: FileHandle): Promise<void> {
    const old = this.handle;
    this.handle = handle;
    this.size = 0;
    await old.close();
  }

  private async run(): Promise<void> {
    for (;;) {
      // Checked and cleared in one step: an append arriving after this starts a new run.
      if (this.pending.length === 0) {
        this.flushing = undefined;
        return;
      }
      const buffers = this.pending;
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        await writeAll(this.handle, [buffers.length === 1 ? buffers[0]! : Buffer.concat(buffers)]);
        await this.handle.datasync();
        this.size += buffers.reduce((sum, b) => sum + b.length, 0);
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        // Nothing of this flush is acknowledged; refuse what waits too, and try to undo the torn tail at once.
        this.failure = error;
        for (const waiter of [...waiters, ...this.waiters]) waiter.reject(error);
        this.pending = [];
        this.waiters = [];
        await this.recover().catch(() => undefined);
        continue;
      }
      await this.idle();
    }
  }

  /** Resolves when everything appended so far is on disk. */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing.catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.drain();
    await this.handle.close();
  }
}
