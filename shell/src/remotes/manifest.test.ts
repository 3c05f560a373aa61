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

  it('refuses a file the schema refuses, naming its problems, instead of guessing which parts to keep', () => {
    expect(() => parseRemotes({ 'mfe-evil': { entry: '/x' }, 'mfe-budgets': { entry: 42 } }, origin)).toThrow(
      'remotes.json is invalid: mfe-budgets.entry: Invalid input: expected string, received number; (the file): Unrecognized key: "mfe-evil"',
    );
    expect(() => parseRemotes(null, origin)).toThrow(/^remotes.json is invalid: \(the file\): /);
  });

  it('fails loudly when remotes.json cannot be fetched', async () => {
    const notFound = (async () => new Response('', { status: 404 })) as typeof fetch;
    await expect(fetchRemotes(origin, notFound)).rejects.toThrow(/404/);
  });
});
