import {
  MongoNetworkError,
  MongoNotConnectedError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
} from 'mongodb';

/** The message of every reply while the store cannot be reached (issue 14: a clear 503, not a 500). */
export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable';

/** True for the driver's "cannot reach the store" errors, as opposed to a bad query or a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return (
    error instanceof MongoServerSelectionError ||
    error instanceof MongoNetworkError ||
    error instanceof MongoNotConnectedError ||
    error instanceof MongoTopologyClosedError
  );
}
