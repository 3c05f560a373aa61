import { calculateObjectSize, ObjectId, type Document } from 'bson';
import { CommandError } from '../commands/errors.js';
import { copyDocument } from './numbers.js';

export const MAX_BSON_SIZE = 16 * 1024 * 1024;

/** A deep copy with every BSON type intact (stored documents are never mutated in place). */
export function cloneDocument<T extends Document>(doc: T): T {
  return copyDocument(doc);
}

export function documentSize(doc: Document): number {
  return calculateObjectSize(doc);
}

/** Checks a document about to be stored and puts `_id` first, generating one when absent. */
export function prepareForStorage(doc: Document): Document {
  // Since 5.0 a stored document may have `$`-prefixed field names, at the top level too — but not inside `_id`.
  const id: unknown = doc._id;
  if (id !== null && typeof id === 'object' && Object.getPrototypeOf(id) === Object.prototype) {
    const dollar = Object.keys(id).find((key) => key.startsWith('$'));
    if (dollar)
      throw new CommandError(
        'DollarPrefixedFieldName',
        `_id fields may not contain '$'-prefixed fields: ${dollar} is not valid for storage.`,
      );
  }
  if (Array.isArray(doc._id)) throw new CommandError('BadValue', 'The _id field cannot be an array');
  const { _id, ...rest } = doc;
  const stored = { _id: _id === undefined ? new ObjectId() : _id, ...rest };
  const size = documentSize(stored);
  if (size > MAX_BSON_SIZE) {
    throw new CommandError(
      'BSONObjectTooLarge',
      `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_SIZE}`,
    );
  }
  return stored;
}

/** Sets a dotted path, creating plain objects on the way (used to seed upserts from query equalities). */
export function setPath(doc: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let target = doc;
  for (const part of parts.slice(0, -1)) {
    if (target[part] === null || typeof target[part] !== 'object') target[part] = {};
    target = target[part] as Document;
  }
  target[parts.at(-1)!] = value;
}
