import type { Document } from 'bson';
import { matching, queryOptions, shape } from '../engine/query.js';
import { writing, type CommandHandler } from './context.js';
import { CommandError } from './errors.js';
import { updateOne } from './update-one.js';

const findAndModify: CommandHandler = (command, context) =>
  writing(context, (batch) => {
    const options = queryOptions(context.catalog, context.db, command.let, command.collation);
    const project = (doc: Document | undefined) =>
      doc && command.fields && Object.keys(command.fields).length
        ? shape([doc], { projection: command.fields, filter: command.query }, options)[0]
        : doc;
    if (command.remove) {
      if (command.update)
        throw new CommandError('FailedToParse', 'Cannot specify both an update and remove=true');
      const collection = context.catalog.get(context.db, command.findAndModify);
      let found = matching(collection, command.query, options);
      if (command.sort) found = shape(found, { sort: command.sort }, options);
      const victim = found[0];
      if (victim) batch.remove(collection!, victim._id);
      return { lastErrorObject: { n: victim ? 1 : 0 }, value: project(victim) ?? null, ok: 1 };
    }
    if (command.update === undefined)
      throw new CommandError('FailedToParse', 'Either an update or remove=true must be specified');
    const outcome = updateOne(context, batch, command.findAndModify, {
      q: command.query,
      u: command.update,
      upsert: command.upsert,
      arrayFilters: command.arrayFilters,
      sort: command.sort,
      let: command.let,
      collation: command.collation,
    });
    const upserted = outcome.upsertedId !== undefined;
    const value = command.new ? outcome.after : upserted ? undefined : outcome.before;
    return {
      lastErrorObject: {
        n: outcome.matched + (upserted ? 1 : 0),
        updatedExisting: outcome.matched > 0,
        ...(upserted ? { upserted: outcome.upsertedId } : {}),
      },
      value: project(value) ?? null,
      ok: 1,
    };
  });

export const findAndModifyCommands: Record<string, CommandHandler> = {
  findAndModify,
  findandmodify: findAndModify,
};
