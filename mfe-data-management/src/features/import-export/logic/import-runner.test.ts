import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@kaspit/shared-auth';
import { duplicateKey } from './mapping.js';
import { runImport } from './import-runner.js';

const apiCall = vi.fn();
vi.mock('@kaspit/shared-auth', async (original) => ({
  ...(await original<typeof import('@kaspit/shared-auth')>()),
  apiCall: (config: unknown) => apiCall(config),
}));

type Config = { method?: string; url: string; data?: { outcomes: Record<string, unknown>[] } };
const stored: { date: string; amount: number; description: string }[] = [];
const requests: Record<string, unknown>[][] = [];
const bulkReply = (rows: Record<string, unknown>[], status = 'created') => ({
  results: rows.map((r) => ({ id: r.id, status })),
});

beforeEach(() => {
  stored.length = 0;
  requests.length = 0;
  apiCall.mockReset();
  apiCall.mockImplementation(async (config: Config) => {
    if (config.method === 'POST') {
      expect(config.url).toBe('/outcomes/bulk');
      requests.push(config.data!.outcomes);
      return bulkReply(config.data!.outcomes);
    }
    return { outcomes: stored };
  });
});

const coffee = (line: number, amount = 14) => {
  const body = { date: '2026-11-03', amount, description: 'ארומה', category: 'שונות' };
  return {
    ok: true as const,
    line,
    body,
    key: duplicateKey(body.date, body.amount, body.description),
    agorot: amount * 100,
  };
};
const ids = ['a', 'b', 'c', 'd', 'e'];

describe('runImport', () => {
  it('imports two equal rows of one file as two purchases, each with its own id', async () => {
    const summary = await runImport('expense', [coffee(2), coffee(3)], ids, () => undefined);
    expect(summary).toEqual({ imported: 2, skipped: 0, failed: [] });
    expect(requests.flat().map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('sends the rows in batches, reporting progress after each', async () => {
    const rows = [2, 3, 4, 5, 6].map((line) => coffee(line, line));
    const progress: number[] = [];
    const summary = await runImport('expense', rows, ids, (done) => progress.push(done), 2);
    expect(summary.imported).toBe(5);
    expect(requests.map((batch) => batch.map((r) => r.id))).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(progress).toEqual([0, 2, 4, 5]);
  });

  it('skips as many equal rows as are already stored, and imports the rest', async () => {
    stored.push({ date: '2026-11-03', amount: 14, description: '  ארומה ' });
    const once = await runImport('expense', [coffee(2), coffee(3)], ids, () => undefined);
    expect(once).toEqual({ imported: 1, skipped: 1, failed: [] });

    stored.push({ date: '2026-11-03', amount: 14, description: 'ארומה' });
    requests.length = 0;
    const again = await runImport('expense', [coffee(2), coffee(3)], ids, () => undefined);
    expect(again).toEqual({ imported: 0, skipped: 2, failed: [] });
    expect(requests).toEqual([]);
  });

  it('reports the rows the server refused by their lines and sends the rest of the batch again', async () => {
    apiCall.mockImplementation(async (config: Config) => {
      if (config.method !== 'POST') return { outcomes: [] };
      const rows = config.data!.outcomes;
      requests.push(rows);
      const bad = rows.findIndex((r) => r.id === 'b');
      if (bad >= 0) {
        throw new ApiRequestError('Validation failed', 400, {
          data: { errors: [{ path: `outcomes.${bad}.category`, message: 'category must be one of yours' }] },
        });
      }
      return bulkReply(rows);
    });
    const summary = await runImport('expense', [coffee(2), coffee(3), coffee(4)], ids, () => undefined);
    expect(summary).toEqual({ imported: 2, skipped: 0, failed: [{ line: 3, reason: 'save' }] });
    expect(requests.map((batch) => batch.map((r) => r.id))).toEqual([
      ['a', 'b', 'c'],
      ['a', 'c'],
    ]);
  });

  it('sends a batch whose reply was lost again with the same ids, and counts a conflicting id as failed', async () => {
    let lost = true;
    apiCall.mockImplementation(async (config: Config) => {
      if (config.method !== 'POST') return { outcomes: [] };
      requests.push(config.data!.outcomes);
      if (lost) {
        lost = false;
        throw new ApiRequestError('Connection failed.');
      }
      return {
        results: config.data!.outcomes.map((r) => ({
          id: r.id,
          status: r.id === 'a' ? 'conflict' : 'existing',
        })),
      };
    });
    const summary = await runImport('expense', [coffee(2), coffee(3)], ids, () => undefined);
    expect(summary).toEqual({ imported: 1, skipped: 0, failed: [{ line: 2, reason: 'save' }] });
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual(requests[0]);
  });
});
