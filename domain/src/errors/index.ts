/**
 * Thrown when a value breaks a domain rule. The message is English (it becomes the API's `message`); `path`
 * names the offending field so the API can report it under `data.errors[].path`.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    message: string,
    readonly path?: string,
  ) {
    super(message);
  }
}

/** A readable rendering of any input for error messages (`"2026-02-30"`, `NaN`, `undefined`). */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'bigint' || value === undefined) return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
