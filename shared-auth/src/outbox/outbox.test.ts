import 'fake-indexeddb/auto';
import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiCall } from '../api/api-call.js';
import { apiClient } from '../api/client.js';
import { STORAGE_KEYS } from '../session/storage.js';
import { discardOutbox, flushOutbox, isWriteQueued, startOutbox } from './outbox.js';
import { outbox$, writesDelivered$ } from './state.js';

const client = await apiClient();

/**
 * A fake API: while `down`, every request fails as a refused connection; `fresh` is the valid access token;
 * `refuse` answers a URL with a status. Records what arrived, in order.
 */
function api() {
  const server = {
    down: false,
    arrived: [] as string[],
    refuse: new Map<string, number>(),
    refreshes: 0,
  };
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    if (server.down) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const reply = (status: number, data: unknown) => {
      const response = { data, status, statusText: String(status), headers: {}, config };
      if (status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
      return response;
    };
    if (config.url?.endsWith('/auth/refresh')) {
      server.refreshes += 1;
      return reply(200, {
        isSuccess: true,
        data: { tokens: { accessToken: 'fresh', refreshToken: 'r2', expiresIn: 900 } },
      });
    }
    if (config.headers.Authorization !== 'Bearer fresh')
      return reply(401, { isSuccess: false, message: 'Invalid or expired token' });
    const status = server.refuse.get(config.url ?? '');
    if (status) return reply(status, { isSuccess: false, message: `Refused ${status}` });
    server.arrived.push(`${config.method?.toUpperCase()} ${config.url} ${config.data ?? ''}`);
    return reply(200, { isSuccess: true, data: { ok: true } });
  };
  client.defaults.adapter = adapter;
  axios.defaults.adapter = adapter;
  return server;
}

const expense = (id: string) => ({
  method: 'POST',
  url: '/outcomes',
  data: { outcomeData: { id, amount: 12 } },
  outbox: { label: `הוצאה ${id}` },
});

async function outcome(promise: Promise<unknown>): Promise<'sent' | 'queued' | string> {
  try {
    await promise;
    return 'sent';
  } catch (error) {
    return isWriteQueued(error) ? 'queued' : (error as Error).message;
  }
}

beforeEach(async () => {
  sessionStorage.setItem(STORAGE_KEYS.accessToken, 'fresh');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'r1');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'u1' }));
  await startOutbox();
});
afterEach(async () => {
  await discardOutbox();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the outbox', () => {
  it('keeps writes the API cannot take, sends them in order exactly once when it answers again', async () => {
    const server = api();
    server.down = true;
    expect(await outcome(apiCall(expense('a')))).toBe('queued');
    expect(await outcome(apiCall({ ...expense('b'), method: 'PUT', url: '/outcomes/a' }))).toBe('queued');
    expect(outbox$.getValue().pending.map((w) => [w.label, w.kind, w.recordId])).toEqual([
      ['הוצאה a', '/outcomes', 'a'],
      ['הוצאה b', '/outcomes', 'a'],
    ]);
    server.down = false;
    let delivered = 0;
    const subscription = writesDelivered$.subscribe(() => delivered++);
    await Promise.all([flushOutbox(), flushOutbox()]);
    await flushOutbox();
    subscription.unsubscribe();
    expect(server.arrived).toEqual([
      'POST /outcomes {"outcomeData":{"id":"a","amount":12}}',
      'PUT /outcomes/a {"outcomeData":{"id":"b","amount":12}}',
    ]);
    expect(outbox$.getValue().pending).toEqual([]);
    expect(delivered).toBeGreaterThan(0);
  });

  it('renews an access token that expired while the writes waited, then sends them', async () => {
    const server = api();
    server.down = true;
    expect(await outcome(apiCall(expense('c')))).toBe('queued');
    server.down = false;
    sessionStorage.setItem(STORAGE_KEYS.accessToken, 'expired');
    await flushOutbox();
    expect(server.refreshes).toBe(1);
    expect(server.arrived).toHaveLength(1);
    expect(outbox$.getValue().pending).toEqual([]);
  });

  it('hands a refused write back with its status and goes on with the next; a gone record ends its delete', async () => {
    const server = api();
    server.down = true;
    await apiCall(expense('d')).catch(() => undefined);
    await apiCall({ method: 'DELETE', url: '/outcomes/zz', outbox: { label: 'מחיקה' } }).catch(
      () => undefined,
    );
    await apiCall(expense('e')).catch(() => undefined);
    server.down = false;
    server.refuse.set('/outcomes/zz', 404);
    server.refuse.set('/outcomes', 409);
    await flushOutbox();
    const { pending, refused } = outbox$.getValue();
    expect(pending).toEqual([]);
    expect(refused.map((w) => [w.label, w.status, w.message])).toEqual([
      ['הוצאה d', 409, 'Refused 409'],
      ['הוצאה e', 409, 'Refused 409'],
    ]);
  });

  it('does not keep a write the API refused at once: the caller gets the refusal', async () => {
    const server = api();
    server.refuse.set('/outcomes', 400);
    expect(await outcome(apiCall(expense('f')))).toBe('Refused 400');
    expect(outbox$.getValue().pending).toEqual([]);
    expect(outbox$.getValue().refused).toEqual([]);
  });

  it('keeps a write whose request is answered 503, and writes without `outbox` are never kept', async () => {
    const server = api();
    server.refuse.set('/outcomes', 503);
    expect(await outcome(apiCall(expense('g')))).toBe('queued');
    expect(await outcome(apiCall({ ...expense('h'), outbox: undefined }))).toBe('Refused 503');
    expect(outbox$.getValue().pending).toHaveLength(1);
  });

  it('keeps each person’s writes apart, and discarding forgets only the signed-in person’s', async () => {
    const server = api();
    server.down = true;
    await apiCall(expense('i')).catch(() => undefined);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'u2' }));
    await startOutbox();
    expect(outbox$.getValue().pending).toEqual([]);
    await apiCall(expense('j')).catch(() => undefined);
    await discardOutbox();
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'u1' }));
    await startOutbox();
    expect(outbox$.getValue().pending.map((w) => w.label)).toEqual(['הוצאה i']);
  });
});
