import type { AxiosInstance, AxiosRequestConfig, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { storedAccessToken, storedRefreshToken } from '../session/stored-session.js';
import { isUnreachable, markOnline } from './connectivity.js';
import { envelopeFailure, isAxiosError, isCancel, REQUEST_TIMEOUT_MS, toApiRequestError } from './errors.js';
import { loadAxios } from './load-axios.js';
import { FROM_CACHE_HEADER } from './offline-cache.js';
import { refreshAccessToken } from './refresh.js';
import { afterAcknowledgedWrite } from '../server-state/query-client.js';

export { online$ } from './connectivity.js';

interface Retriable extends InternalAxiosRequestConfig {
  _retried?: boolean;
}

/** The one HTTP client of the page: base `/api`, bearer token, envelope reading, one refresh-and-retry on 401. */
function createClient(axios: AxiosStatic): AxiosInstance {
  const client = axios.create({ baseURL: '/api', timeout: REQUEST_TIMEOUT_MS });

  client.interceptors.request.use((config) => {
    const token = storedAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(
    (res) => {
      // A reply the service worker took from its cache (a month read before) means the service did not answer.
      markOnline(res.headers?.[FROM_CACHE_HEADER] !== '1');
      const failure = envelopeFailure(res.data, res.status);
      if (failure) throw failure;
      return res;
    },
    async (error: unknown) => {
      if (isAxiosError(error)) {
        const config = error.config as Retriable | undefined;
        const isAuthCall = config?.url?.startsWith('/auth/');
        if (error.response?.status === 401 && config && !config._retried && !isAuthCall) {
          config._retried = true;
          const token = await refreshAccessToken();
          config.headers.set('Authorization', `Bearer ${token}`);
          return client.request(config);
        }
      }
      const failure = toApiRequestError(error);
      // Cancelled requests say nothing about the service.
      if (!isCancel(error)) markOnline(!isUnreachable(failure));
      throw failure;
    },
  );
  return client;
}

let client: Promise<AxiosInstance> | undefined;

/** The page's client, created (and axios fetched) with the first call. */
export function apiClient(): Promise<AxiosInstance> {
  return (client ??= loadAxios().then(createClient));
}

/**
 * A task of its own for each request: a page's areas ask for their data together (six requests when `/main`
 * starts, all waiting for axios to arrive), and sending them in one go — axios's dispatch and the browser's
 * request set-up — was one 30–40 ms task on a slow phone, long enough to hold up a tap.
 */
const ownTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** `data` of a successful envelope, the request sent now (the outbox sends its writes through this). */
export async function sendRequest<T>(config: AxiosRequestConfig): Promise<T> {
  const client = await apiClient();
  await ownTask();
  // A new tab has the refresh token but no access token yet: refreshing first (one refresh for every request
  // waiting) spares each request its 401 and second trip.
  if (!storedAccessToken() && storedRefreshToken() && !config.url?.startsWith('/auth/')) {
    await refreshAccessToken();
  }
  const res = await client.request<{ data: T }>(config);
  // Whoever wrote (an area's form, the outbox sending what waited), every area's reads of it are now stale.
  if (config.method && !/^(get|head)$/i.test(config.method)) afterAcknowledgedWrite(config.url);
  return res.data.data;
}
