import axios, { type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { storedAccessToken } from '../session/stored-session.js';
import { isUnreachable, markOnline } from './connectivity.js';
import { envelopeFailure, REQUEST_TIMEOUT_MS, toApiRequestError } from './errors.js';
import { refreshAccessToken } from './refresh.js';

export { online$ } from './connectivity.js';

interface Retriable extends InternalAxiosRequestConfig {
  _retried?: boolean;
}

/** The one HTTP client of the page: base `/api`, bearer token, envelope reading, one refresh-and-retry on 401. */
export const apiClient = axios.create({ baseURL: '/api', timeout: REQUEST_TIMEOUT_MS });

apiClient.interceptors.request.use((config) => {
  const token = storedAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

apiClient.interceptors.response.use(
  (res) => {
    markOnline(true);
    const failure = envelopeFailure(res.data, res.status);
    if (failure) throw failure;
    return res;
  },
  async (error: unknown) => {
    if (axios.isAxiosError(error)) {
      const config = error.config as Retriable | undefined;
      const isAuthCall = config?.url?.startsWith('/auth/');
      if (error.response?.status === 401 && config && !config._retried && !isAuthCall) {
        config._retried = true;
        const token = await refreshAccessToken();
        config.headers.set('Authorization', `Bearer ${token}`);
        return apiClient.request(config);
      }
    }
    const failure = toApiRequestError(error);
    // Cancelled requests say nothing about the service.
    if (!axios.isCancel(error)) markOnline(!isUnreachable(failure));
    throw failure;
  },
);

/** `data` of a successful envelope. */
export async function apiCall<T>(config: AxiosRequestConfig): Promise<T> {
  const res = await apiClient.request<{ data: T }>(config);
  return res.data.data;
}
