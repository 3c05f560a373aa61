import type { Document } from 'bson';

/** Server error codes the driver (and our callers) recognise, named as MongoDB names them. */
export const codes = {
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  InvalidLength: 16,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  CursorNotFound: 43,
  DollarPrefixedFieldName: 52,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CommandNotSupported: 115,
  NotAReplicaSet: 123,
  Location13113: 13113,
  Location40352: 40352,
  Location40415: 40415,
  Location51075: 51075,
  Location51091: 51091,
  Location51108: 51108,
  Location18535: 18535,
  Location40414: 40414,
  Location18536: 18536,
  DuplicateKey: 11000,
  BSONObjectTooLarge: 10334,
  InternalError: 1,
  OutOfDiskSpace: 14031,
} as const;

export type CodeName = keyof typeof codes;

/** An error a command replies with as `{ ok: 0, errmsg, code, codeName }` (or as a per-document write error). */
export class CommandError extends Error {
  constructor(
    readonly codeName: CodeName,
    message: string,
    readonly extra: Document = {},
  ) {
    super(message);
  }

  get code(): number {
    return codes[this.codeName];
  }

  toReply(): Document {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }

  toWriteError(index: number): Document {
    return { index, code: this.code, errmsg: this.message, ...this.extra };
  }
}

/** Wraps anything mingo (or our own code) throws into a `CommandError`: mingo's errors are bad operators. */
export function asCommandError(error: unknown): CommandError {
  if (error instanceof CommandError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new CommandError('BadValue', message);
}
