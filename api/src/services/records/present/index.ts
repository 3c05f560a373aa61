import { isoTime } from '../../../infrastructure/wire/index.js';
import type { StoredRecord } from '../repository.js';

/** What only storage needs: the owner (a reply is only ever its owner's), the create fingerprint, the edit order. */
type StorageField = '_id' | 'userId' | 'createHash' | 'revision' | 'createdAt' | 'updatedAt';

/** `D` without the storage fields; unlike `Omit`, keeps the named fields of a type with an index signature. */
export type WithoutStorageFields<D> = { [K in keyof D as K extends StorageField ? never : K]: D[K] } & {
  createdAt: string;
  updatedAt: string;
};

/** A stored record as every reply shows it: without the fields only storage needs, its times as ISO text. */
export function withoutStorageFields<D extends StoredRecord>(doc: D): WithoutStorageFields<D>;
export function withoutStorageFields(doc: StoredRecord) {
  const { _id, userId: _user, createHash: _hash, revision: _revision, createdAt, updatedAt, ...fields } = doc;
  return { ...fields, createdAt: isoTime(createdAt), updatedAt: isoTime(updatedAt) };
}
