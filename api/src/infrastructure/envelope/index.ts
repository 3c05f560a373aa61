import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { jsonReply } from '../compress-json/index.js';

/** The body of every API reply: `{ isSuccess, message, data? }`. */
export interface Envelope<T = Record<string, unknown>> {
  isSuccess: boolean;
  message: string;
  data?: T;
}

export interface FieldError {
  path: string;
  message: string;
}

/** Replies `{ isSuccess: true, message, data }`. */
export function ok<T extends Record<string, unknown>>(
  c: Context,
  data: T,
  message = 'ok',
  status: ContentfulStatusCode = 200,
): Response {
  return jsonReply(c, { isSuccess: true, message, data } satisfies Envelope<T>, status);
}

/** Seconds a 503's `Retry-After` asks a client to wait: outages we answer are short (a store restarting, space freed). */
export const RETRY_AFTER_SECONDS = 1;

/**
 * Replies `{ isSuccess: false, message, data? }` with an HTTP error status. A 503 always says `Retry-After`: it is
 * the reply for "not now, send the same request again", and a client must be able to tell that from a refusal.
 */
export function fail(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  data?: Record<string, unknown>,
): Response {
  const body: Envelope = { isSuccess: false, message };
  if (data !== undefined) body.data = data;
  if (status === 503) c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return jsonReply(c, body, status);
}

/** An error a handler may throw to end the request with a given status and envelope message. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
