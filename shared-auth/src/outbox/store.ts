import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** A write kept on the device until the API takes it. */
export interface PendingWrite {
  /** Order of entry: the outbox sends writes in this order. */
  seq?: number;
  /**
   * What makes sending it twice harmless: a create carries the id the form made for the record (the API answers a
   * repeat with what it stored first); a replace, a state change or a delete names its record.
   */
  key: string;
  userId: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
  /** What the person did, in Hebrew, for the pending and refused lists. */
  label: string;
  /** The collection path (`/outcomes`) and the record's id, so lists can mark the row. */
  kind: string;
  recordId?: string;
  createdAt: number;
}

/** A write the API refused, kept until the person has read why. */
export interface RefusedWrite extends PendingWrite {
  status: number;
  /** The API's message (English, as the API says it). */
  message: string;
  refusedAt: number;
}

interface OutboxSchema extends DBSchema {
  pending: { key: number; value: PendingWrite };
  refused: { key: number; value: RefusedWrite };
}

const DB_NAME = 'kaspit-outbox';
let db: Promise<IDBPDatabase<OutboxSchema>> | undefined;

function open(): Promise<IDBPDatabase<OutboxSchema>> {
  return (db ??= openDB<OutboxSchema>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('pending', { keyPath: 'seq', autoIncrement: true });
      database.createObjectStore('refused', { keyPath: 'seq' });
    },
  }));
}

export async function addPending(write: PendingWrite): Promise<number> {
  return (await open()).add('pending', write);
}

/** Every pending write of `userId`, oldest first. */
export async function pendingOf(userId: string): Promise<PendingWrite[]> {
  return (await (await open()).getAll('pending')).filter((w) => w.userId === userId);
}

export async function refusedOf(userId: string): Promise<RefusedWrite[]> {
  return (await (await open()).getAll('refused')).filter((w) => w.userId === userId);
}

export async function removePending(seq: number): Promise<void> {
  await (await open()).delete('pending', seq);
}

/** Moves a pending write to the refused list in one transaction, so it is never in both or in neither. */
export async function refuse(write: PendingWrite, status: number, message: string): Promise<void> {
  const tx = (await open()).transaction(['pending', 'refused'], 'readwrite');
  await Promise.all([
    tx.objectStore('pending').delete(write.seq!),
    tx.objectStore('refused').put({ ...write, status, message, refusedAt: Date.now() }),
    tx.done,
  ]);
}

export async function dismissRefused(seq: number): Promise<void> {
  await (await open()).delete('refused', seq);
}

/** Forgets everything the outbox holds for `userId` (sign-out on a shared phone). */
export async function clearUser(userId: string): Promise<void> {
  const tx = (await open()).transaction(['pending', 'refused'], 'readwrite');
  for (const name of ['pending', 'refused'] as const) {
    const store = tx.objectStore(name);
    for (const write of await store.getAll()) if (write.userId === userId) await store.delete(write.seq!);
  }
  await tx.done;
}
