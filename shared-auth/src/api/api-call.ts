import type { AxiosRequestConfig } from 'axios';
import { isWriteQueued, sendOrQueue, type OutboxOptions } from '../outbox/outbox.js';
import { sendRequest } from './client.js';

/** A request of `apiCall`: axios's options, and for a write the person made, how the outbox describes it. */
export interface ApiCallConfig extends AxiosRequestConfig {
  /**
   * Set on a write the person typed (a form's save, a delete, a state change): when the API cannot be reached it
   * is kept on the device and sent later, and the call rejects with `WriteQueuedError`.
   */
  outbox?: OutboxOptions;
}

/** `data` of a successful envelope. */
export async function apiCall<T>({ outbox, ...config }: ApiCallConfig): Promise<T> {
  if (outbox && config.method && config.method.toUpperCase() !== 'GET') return sendOrQueue<T>(config, outbox);
  return sendRequest<T>(config);
}

/**
 * The reply of a write made through the outbox (`apiCall` with `outbox`), or `'kept'` when it waits on the device
 * to be sent later. A refusal (or a failure that is not the connection's) rejects as the write did.
 */
export async function orKept<T>(write: Promise<T>): Promise<T | 'kept'> {
  try {
    return await write;
  } catch (error) {
    if (isWriteQueued(error)) return 'kept';
    throw error;
  }
}

/**
 * A write the person made, through the outbox: `'sent'` when the API has it, `'kept'` when it waits on the device
 * to be sent later. A refusal (or a failure that is not the connection's) rejects as `apiCall` does.
 */
export async function sendWrite(config: AxiosRequestConfig, label: string): Promise<'sent' | 'kept'> {
  const reply = await orKept(apiCall({ ...config, outbox: { label } }));
  return reply === 'kept' ? 'kept' : 'sent';
}
