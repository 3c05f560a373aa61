import type { FileHandle } from 'node:fs/promises';

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

  constructor(
    private handle: FileHandle,
    public size: number,
    /** Runs between flushes, when nothing is in flight: the one moment the file may be swapped. */
    private readonly idle: () => Promise<void>,
  ) {}

  append(record: Buffer): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<void>((resolve, reject) => {
      this.pending.push(record);
      this.waiters.push({ resolve, reject });
      this.flushing ??= this.run().finally(() => (this.flushing = undefined));
    });
  }

  /** Points further appends at another file; only called from `idle`, so nothing is lost between the two. */
  async swap(handle: FileHandle): Promise<void> {
    const old = this.handle;
    this.handle = handle;
    this.size = 0;
    await old.close();
  }

  private async run(): Promise<void> {
    while (this.pending.length > 0) {
      const buffers = this.pending;
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        await writeAll(this.handle, buffers);
        await this.handle.datasync();
        this.size += buffers.reduce((sum, b) => sum + b.length, 0);
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        // The file's tail is now unknown: refuse every later write rather than acknowledge one we cannot keep.
        this.failure = error;
        for (const waiter of [...waiters, ...this.waiters]) waiter.reject(error);
        this.pending = [];
        this.waiters = [];
        return;
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

async function writeAll(handle: FileHandle, buffers: Buffer[]): Promise<void> {
  let data = buffers.length === 1 ? buffers[0]! : Buffer.concat(buffers);
  while (data.length > 0) {
    const { bytesWritten } = await handle.write(data);
    data = data.subarray(bytesWritten);
  }
}
