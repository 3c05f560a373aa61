import type { AxiosError } from 'axios';

/** Every failed call rejects with this: `message` is the API's English message, `status` the HTTP status. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export const REQUEST_TIMEOUT_MS = 10_000;

export const CONNECTIVITY = {
  timeout: 'Request time out',
  failed: 'Connection failed.',
  terminated: 'The client has already been terminated.',
  offline: "Backend didn't respond within 10 seconds.",
} as const;

interface EnvelopeLike {
  isSuccess?: boolean;
  message?: string;
}

// axios's own `isAxiosError` / `isCancel` read these marks; checking them here keeps axios itself out of the
// page until a request is made (see load-axios.ts).
export const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
export const isCancel = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && Boolean((error as { __CANCEL__?: unknown }).__CANCEL__);

/** The server's message when it sent one, else the transport's. */
export function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  if (isCancel(error)) return new ApiRequestError(CONNECTIVITY.terminated);
  if (isAxiosError(error)) {
    const status = error.response?.status;
    const body = error.response?.data as EnvelopeLike | undefined;
    if (body?.message) return new ApiRequestError(body.message, status, body);
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiRequestError(
        error.message.includes(String(REQUEST_TIMEOUT_MS)) ? CONNECTIVITY.offline : CONNECTIVITY.timeout,
        status,
      );
    }
    if (!error.response) return new ApiRequestError(CONNECTIVITY.failed);
    return new ApiRequestError(error.message, status, body);
  }
  return new ApiRequestError(error instanceof Error ? error.message : String(error));
}

/** A reply whose envelope says `isSuccess: false` is a failure even with a 2xx status. */
export function envelopeFailure(body: unknown, status: number): ApiRequestError | undefined {
  const envelope = body as EnvelopeLike | undefined;
  if (envelope && typeof envelope === 'object' && envelope.isSuccess === false) {
    return new ApiRequestError(envelope.message || 'Operation failed', status, envelope);
  }
  return undefined;
}
