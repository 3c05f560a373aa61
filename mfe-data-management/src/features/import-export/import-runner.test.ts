import { beforeEach, describe, expect, it, vi } from 'vitest';
import { duplicateKey } from './mapping.js';
import { runImport } from './import-runner.js';

const apiCall = vi.fn();
vi.mock('@kaspit/shared-auth', async (original) => ({
  ...(await original<typeof import('@kaspit/shared-auth')>()),
  apiCall: (config: unknown) => apiCall(config),
}));

const stored: { date: string; amount: number; description: string }[] = [];
const posted: Record<string, unknown>[] = [];

beforeEach(() => {
  stored.length = 0;
  posted.length = 0;
  apiCall.mockReset();
  apiCall.mockImplementation(
    async (config: { method?: string; data?: { outcomeData: Record<string, unknown> } }) => {
      if (config.method === 'POST') {
        posted.push(config.data!.outcomeData);
        return {};
      }
      return { outcomes: stored };
    },
  );
});

const coffee = (line: number) => {
  const body = { date: '2026-11-03', amount: 14, description: 'ארומה', category: 'שונות' };
  return { ok: true as const, line, body, key: duplicateKey(body.date, body.amount, body.description) };
};
const ids = ['a', 'b', 'c'];

describe('runImport', () => {
  it('imports two equal rows of one file as two purchases, each with its own id', async () => {
    const summary = await runImport('expense', [coffee(2), coffee(3)], ids, () => undefined);
    expect(summary).toEqual({ imported: 2, skipped: 0, failed: [] });
    expect(posted.map((p) => p.id).sort()).toEqual(['a', 'b']);
  });

  it('skips as many equal rows as are already stored, and imports the rest', async () => {
    stored.push({ date: '2026-11-03', amount: 14, description: '  ארומה ' });
    const once = await runImport('expense', [coffee(2), coffee(3)], ids, () => undefined);
    expect(once).toEqual({ imported: 1, skipped: 1, failed: [] });

    stored.push({ date: '2026-11-03', amount: 14, description: 'ארומה' });
    posted.length = 0;
    const again = await runImport('expense', [coffee(2), coffee(3)], ids, () => undefined);
    expect(again).toEqual({ imported: 0, skipped: 2, failed: [] });
    expect(posted).toEqual([]);
  });

  it('reports a row the server refused by its line and goes on with the others', async () => {
    apiCall.mockImplementation(
      async (config: { method?: string; data?: { outcomeData: { id: string } } }) => {
        if (config.method !== 'POST') return { outcomes: [] };
        if (config.data!.outcomeData.id === 'a') throw new Error('refused');
        return {};
      },
    );
    const progress: number[] = [];
    const summary = await runImport('expense', [coffee(2), coffee(3)], ids, (done) => progress.push(done), 1);
    expect(summary).toEqual({ imported: 1, skipped: 0, failed: [{ line: 2, reason: 'save' }] });
    expect(progress).toEqual([1, 2]);
  });
});
