import { Query } from '../engine/typed/context.js';
import { assertCollectionName } from '../engine/write-batch.js';
import { ID_INDEX } from '../engine/collection.js';
import { writing, type CommandHandler } from './context.js';
import { CommandError } from './errors.js';

const listCollections: CommandHandler = (command, { catalog, cursors, db }) => {
  let infos = catalog.collections(db).map((collection) => ({
    name: collection.name,
    type: 'collection',
    options: {},
    info: { readOnly: false },
    idIndex: ID_INDEX,
  }));
  if (command.filter && Object.keys(command.filter).length > 0) {
    const query = new Query(command.filter, { scriptEnabled: false });
    infos = infos.filter((info) => query.test(info));
  }
  const docs = command.nameOnly ? infos.map(({ name, type }) => ({ name, type })) : infos;
  return { cursor: cursors.first(`${db}.$cmd.listCollections`, docs, command.cursor?.batchSize), ok: 1 };
};

const create: CommandHandler = async (command, context) => {
  const { catalog, db } = context;
  const name = command.create as unknown;
  assertCollectionName(db, name);
  if (catalog.get(db, name))
    throw new CommandError('NamespaceExists', `Collection ${db}.${name} already exists.`);
  await writing(context, (batch) => batch.collection(db, name));
  return { ok: 1 };
};

const drop: CommandHandler = async (command, context) => {
  const { catalog, db } = context;
  const name = command.drop as string;
  const collection = catalog.get(db, name);
  if (!collection) throw new CommandError('NamespaceNotFound', 'ns not found');
  await writing(context, (batch) => batch.dropCollection(db, name));
  return { ns: collection.namespace, nIndexesWas: collection.indexes.length, ok: 1 };
};

const dropDatabase: CommandHandler = async (_command, context) => {
  const { catalog, db } = context;
  await writing(context, (batch) => catalog.dbs.has(db) && batch.dropDatabase(db));
  return { dropped: db, ok: 1 };
};

const dbStats: CommandHandler = (_command, { catalog, db }) => {
  const collections = catalog.collections(db);
  return {
    db,
    collections: collections.length,
    objects: collections.reduce((sum, c) => sum + c.docs.size, 0),
    indexes: collections.reduce((sum, c) => sum + c.indexes.length, 0),
    ok: 1,
  };
};

/** Changing a collection's options (validators, views, TTL, hidden indexes) is refused: none of them is kept. */
const collMod: CommandHandler = (command) => {
  const what = ['validator', 'validationLevel', 'validationAction'].some((k) => k in command)
    ? 'document validation'
    : 'collMod';
  throw new CommandError('CommandNotSupported', `${what} is not supported by embedded-mongo`);
};

export const namespaceCommands: Record<string, CommandHandler> = {
  collMod,
  listCollections,
  create,
  drop,
  dropDatabase,
  dbStats,
};
