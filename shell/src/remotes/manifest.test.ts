import { describe, expect, it } from 'vitest';
import { fetchRemotes, parseRemotes } from './manifest.js';

const origin = 'https://kaspit.example';

describe('remotes.json', () => {
  it('resolves each known remote entry against the page origin, keeping absolute URLs', () => {
    expect(
      parseRemotes(
        {
          'mfe-budgets': { entry: '/remotes/mfe-budgets/mf-manifest.json' },
          'mfe-records': { entry: 'https://cdn.example/records/v2/mf-manifest.json' },
        },
        origin,
      ),
    ).toEqual([
      { name: 'mfe-records', entry: 'https://cdn.example/records/v2/mf-manifest.json' },
      { name: 'mfe-budgets', entry: 'https://kaspit.example/remotes/mfe-budgets/mf-manifest.json' },
    ]);
  });

  it('ignores unknown names and malformed entries', () => {
    expect(
      parseRemotes(
        { 'mfe-evil': { entry: '/x' }, 'mfe-budgets': { entry: 42 }, 'mfe-discounts': {} },
        origin,
      ),
    ).toEqual([]);
    expect(parseRemotes(null, origin)).toEqual([]);
    expect(parseRemotes('nope', origin)).toEqual([]);
  });

  it('fails loudly when remotes.json cannot be fetched', async () => {
    const notFound = (async () => new Response('', { status: 404 })) as typeof fetch;
    await expect(fetchRemotes(origin, notFound)).rejects.toThrow(/404/);
  });
});
