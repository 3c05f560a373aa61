import type { Document } from 'bson';
import { prepareForStorage } from '../engine/documents.js';
import { matching, queryOptions } from '../engine/query.js';
import { writing, type CommandHandler } from './context.js';
import { asCommandError, CommandError } from './errors.js';
import { updateOne, type UpdateStatement } from './update-one.js';

function list(command: Document, field: string): Document[] {
  const value = command[field];
  if (!Array.isArray(value)) throw new CommandError('BadValue', `${field} must be an array`);
  return value as Document[];
}

/** Runs `each` per statement; ordered writes stop at the first error, unordered ones carry on. */
function perStatement<T>(statements: T[], ordered: boolean, each: (s: T, index: number) => void): Document[] {
  const writeErrors: Document[] = [];
  for (const [index, statement] of statements.entries()) {
    try {
      each(statement, index);
    } catch (error) {
      writeErrors.push(asCommandError(error).toWriteError(index));
      if (ordered) break;
    }
  }
  return writeErrors;
}

const insert: CommandHandler = (command, context) =>
  writing(context, (batch) => {
    const docs = list(command, 'documents');
    const collection = batch.collection(context.db, command.insert);
    let n = 0;
    const writeErrors = perStatement(docs, command.ordered !== false, (doc) => {
      batch.insert(collection, prepareForStorage(doc));
      n += 1;
    });
    return { n, ...(writeErrors.length ? { writeErrors } : {}), ok: 1 };
  });

const remove: CommandHandler = (command, context) =>
  writing(context, (batch) => {
    const collection = context.catalog.get(context.db, command.delete);
    let n = 0;
    const writeErrors = perStatement(list(command, 'deletes'), command.ordered !== false, (statement) => {
      const options = queryOptions(context.catalog, context.db, command.let, statement.collation);
      const found = matching(collection, statement.q, options);
      const victims = statement.limit === 1 ? found.slice(0, 1) : found;
      for (const doc of victims) batch.remove(collection!, doc._id);
      n += victims.length;
    });
    return { n, ...(writeErrors.length ? { writeErrors } : {}), ok: 1 };
  });

const update: CommandHandler = (command, context) =>
  writing(context, (batch) => {
    let n = 0;
    let nModified = 0;
    const upserted: Document[] = [];
    const writeErrors = perStatement(
      list(command, 'updates'),
      command.ordered !== false,
      (statement, index) => {
        const result = updateOne(context, batch, command.update, {
          ...(statement as UpdateStatement),
          let: command.let,
        });
        n += result.matched;
        nModified += result.modified;
        if (result.upsertedId !== undefined) {
          n += 1;
          upserted.push({ index, _id: result.upsertedId });
        }
      },
    );
    return {
      n,
      nModified,
      ...(upserted.length ? { upserted } : {}),
      ...(writeErrors.length ? { writeErrors } : {}),
      ok: 1,
    };
  });

export const writeCommands: Record<string, CommandHandler> = { insert, delete: remove, update };
