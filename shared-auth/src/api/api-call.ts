import type { AxiosRequestConfig } from 'axios';
import { sendOrQueue, type OutboxOptions } from '../outbox/outbox.js';
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
