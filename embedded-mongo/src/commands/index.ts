import type { Document } from 'bson';
import { adminCommands } from './admin.js';
import type { CommandContext, CommandHandler } from './context.js';
import { asCommandError, CommandError } from './errors.js';
import { findAndModifyCommands } from './find-and-modify.js';
import { indexCommands } from './indexes.js';
import { namespaceCommands } from './namespaces.js';
import { readCommands } from './read.js';
import { assertSupported } from './strict.js';
import { plainNumber } from '../engine/numbers.js';
import { trackSession } from './sessions.js';
import { writeCommands } from './write.js';

const handlers: Record<string, CommandHandler> = {
  ...adminCommands,
  ...namespaceCommands,
  ...indexCommands,
  ...readCommands,
  ...writeCommands,
  ...findAndModifyCommands,
};

/** The names this server answers, for documentation and tests. */
export const supportedCommands = Object.keys(handlers);

/**
 * The command with its top-level numbers (cursor ids, limits, `maxTimeMS`, …) as JavaScript numbers; what it
 * carries — documents, filters, updates, pipelines — keeps its typed numbers (engine/numbers).
 */
function withPlainOptions(command: Document): Document {
  const out: Document = {};
  for (const [key, value] of Object.entries(command))
    out[key] = Array.isArray(value)
      ? value.map((item: unknown) =>
          item !== null && typeof item === 'object' && !Array.isArray(item) ? plainNumber(item) : item,
        )
      : plainNumber(value);
  return out;
}

/** Runs one command document; every failure becomes an `{ ok: 0 }` reply, never a dropped connection. */
export async function runCommand(command: Document, context: Omit<CommandContext, 'db'>): Promise<Document> {
  const name = Object.keys(command)[0];
  const handler = name !== undefined && Object.hasOwn(handlers, name) ? handlers[name] : undefined;
  try {
    if (!handler) throw new CommandError('CommandNotFound', `no such command: '${name}'`);
    assertSupported(name!, command);
    command = withPlainOptions(command);
    trackSession(context.catalog, command);
    const db = typeof command.$db === 'string' ? command.$db : 'admin';
    return await handler(command, { ...context, db });
  } catch (error) {
    return asCommandError(error).toReply();
  }
}
