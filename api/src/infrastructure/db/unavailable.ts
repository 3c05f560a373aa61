import {
  MongoBulkWriteError,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
} from 'mongodb';

/** The message of every reply while the store cannot be reached or cannot write: a clear 503, never a 500. */
export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable';

/** The store's "disk full" error (MongoDB's OutOfDiskSpace): nothing was written, and a later retry may succeed. */
export const OUT_OF_DISK_SPACE = 14031;

/** The store refused a write for want of disk space. */
export const isOutOfSpace = (error: unknown) =>
  error instanceof MongoServerError &&
  (error.code === OUT_OF_DISK_SPACE ||
    (error instanceof MongoBulkWriteError &&
      (Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors]).some(
        (row) => row.code === OUT_OF_DISK_SPACE,
      )));

/** Socket errors Node raises bare (not wrapped by the driver) when the store's connection dies mid-write. */
const CONNECTION_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'ENOTCONN']);

/**
 * True for the driver's "cannot reach the store" errors and the store's "cannot write now" (disk full), as
 * opposed to a bad query or a bug: the request may succeed if sent again shortly.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (
    error instanceof MongoServerSelectionError ||
    error instanceof MongoNetworkError ||
    error instanceof MongoNotConnectedError ||
    error instanceof MongoTopologyClosedError
  ) {
    return true;
  }
  // A batch that failed as a whole (no per-row errors) was cut off by its connection, not refused row by row.
  if (error instanceof MongoBulkWriteError) {
    const rows = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
    if (rows.length === 0) return true;
  }
  if (isOutOfSpace(error)) return true;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' && CONNECTION_CODES.has(code);
}
