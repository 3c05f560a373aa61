import type { Document } from 'bson';
import { CommandError } from './errors.js';
import { collationOrder } from '../engine/typed/collation.js';

/**
 * What a single MongoDB 7.0 node refuses, and what this store does not do, refused before a command runs — so a
 * caller never gets an answer that silently ignored part of its request (a collation, a transaction, a view).
 */

const notSupported = (what: string) =>
  new CommandError('CommandNotSupported', `${what} is not supported by embedded-mongo`);

/** A collation is checked (and refused unless `Intl.Collator` does it exactly) before anything runs. */
function assertCollation(collation: unknown): void {
  collationOrder(collation);
}

/** Indexes compare strings by code point: one with another collation is refused. */
function assertNoIndexCollation(collation: unknown): void {
  if (collationOrder(collation)) throw notSupported('an index collation');
}

function assertWriteConcern(writeConcern: unknown): void {
  if (writeConcern === undefined || writeConcern === null) return;
  const { w } = writeConcern as Document;
  if (typeof w === 'number') {
    if (w < 0 || w > 50)
      throw new CommandError(
        'FailedToParse',
        `w has to be a non-negative number and not greater than 50; found: ${w}`,
      );
    if (w > 1) throw new CommandError('BadValue', "cannot use 'w' > 1 when a host is not replicated");
  } else if (typeof w === 'string' && w !== 'majority') {
    throw new CommandError(
      'BadValue',
      `cannot use non-majority 'w' mode "${w}" when a host is not a member of a replica set`,
    );
  }
}

function assertReadConcern(readConcern: unknown): void {
  const level = (readConcern as Document | undefined)?.level;
  if (level === undefined || level === 'local' || level === 'available' || level === 'majority') return;
  if (level === 'snapshot' || level === 'linearizable')
    throw new CommandError('NotAReplicaSet', 'node needs to be a replica set member to use read concern');
  throw new CommandError('FailedToParse', `Invalid readConcern level: ${String(level)}`);
}

const CREATE_OPTIONS_NOT_DONE: Record<string, string> = {
  viewOn: 'views',
  pipeline: 'views',
  validator: 'document validation',
  validationLevel: 'document validation',
  validationAction: 'document validation',
  capped: 'capped collections',
  size: 'capped collections',
  max: 'capped collections',
  timeseries: 'time series collections',
  clusteredIndex: 'clustered collections',
  expireAfterSeconds: 'clustered collections',
  changeStreamPreAndPostImages: 'change streams',
  encryptedFields: 'queryable encryption',
  storageEngine: 'storage engine options',
  indexOptionDefaults: 'index option defaults',
};

const FIND_OPTIONS_NOT_DONE = ['returnKey', 'showRecordId', 'min', 'max', 'tailable', 'awaitData'];

export function assertSupported(name: string, command: Document): void {
  if (
    command.txnNumber !== undefined ||
    command.startTransaction !== undefined ||
    command.autocommit !== undefined
  ) {
    throw new CommandError(
      'IllegalOperation',
      'Transaction numbers are only allowed on a replica set member or mongos',
    );
  }
  assertWriteConcern(command.writeConcern);
  assertReadConcern(command.readConcern);
  assertCollation(command.collation);
  for (const statement of [command.updates, command.deletes].flat()) {
    if (statement && typeof statement === 'object') assertCollation((statement as Document).collation);
  }
  if (name === 'createIndexes' && Array.isArray(command.indexes)) {
    for (const index of command.indexes as Document[]) assertNoIndexCollation(index?.collation);
  }
  if (name === 'create') assertNoIndexCollation(command.collation);
  if (name === 'update' && Array.isArray(command.updates)) {
    // `sort` on an update statement arrived in 8.0; 7.0 does not know the field.
    if ((command.updates as Document[]).some((statement) => statement?.sort !== undefined))
      throw new CommandError('Location40415', "BSON field 'update.updates.sort' is an unknown field.");
  }
  if (name === 'create') {
    for (const option of Object.keys(command)) {
      const what = CREATE_OPTIONS_NOT_DONE[option];
      if (what && command[option] !== false) throw notSupported(what);
    }
  }
  if (name === 'find') {
    for (const option of FIND_OPTIONS_NOT_DONE) {
      if (command[option] !== undefined && command[option] !== false) throw notSupported(`find's ${option}`);
    }
  }
}
