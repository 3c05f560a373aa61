import type { Document } from 'bson';
import { CommandError } from './errors.js';
import type { Catalog } from '../engine/catalog.js';
import { WriteBatch } from '../engine/write-batch.js';
import type { Cursors } from '../engine/cursors.js';
import type { Store } from '../storage/store.js';

export interface ServerInfo {
  startedAt: number;
  host: string;
  port: number;
  connections(): number;
  totalConnections(): number;
}

/** What a command handler works with. */
export interface CommandContext {
  db: string;
  store: Store;
  catalog: Catalog;
  cursors: Cursors;
  connectionId: number;
  server: ServerInfo;
}

export type CommandHandler = (command: Document, context: CommandContext) => Document | Promise<Document>;

/** The command's value (the collection name for most commands), as the first key of the body holds it. */
export function target(command: Document): unknown {
  return command[Object.keys(command)[0]!];
}

export function optionalNumber(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new CommandError('TypeMismatch', `${field} must be a number`);
  }
  return value;
}

/**
 * Runs a mutating command: its changes are journalled (and fsynced) before the reply, including the part done
 * before an error stopped it, since that part is already visible to other clients.
 */
export async function writing<T>(
  context: CommandContext,
  work: (batch: WriteBatch) => T,
): Promise<Awaited<T>> {
  const batch = new WriteBatch(context.catalog, context.store.undoLog);
  try {
    return await work(batch);
  } finally {
    await context.store.commit(batch);
  }
}
