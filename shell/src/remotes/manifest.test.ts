import { describe, expect, it } from 'vitest';
import { fetchRemotes, parseRemotes } from './manifest.js';

const origin = 'https://kaspit.example';
const person = 'user:u-1';

describe('remotes.json', () => {
  it('resolves each known remote entry against the page origin, keeping absolute URLs', () => {
    expect(
      parseRemotes(
        {
          'mfe-budgets': { entry: '/remotes/mfe-budgets/mf-manifest.json' },
          'mfe-records': { entry: 'https://cdn.example/records/v2/mf-manifest.json' },
        },
        origin,
        person,
      ),
    ).toEqual([
      { name: 'mfe-records', entry: 'https://cdn.example/records/v2/mf-manifest.json', build: 'stable' },
      {
        name: 'mfe-budgets',
        entry: 'https://kaspit.example/remotes/mfe-budgets/mf-manifest.json',
        build: 'stable',
      },
    ]);
  });

  it("loads a remote's canary build for a person in its share and the stable build for one outside it", () => {
    const withCanary = (share: number) => ({
      'mfe-budgets': {
        entry: '/remotes/mfe-budgets/mf-manifest.json',
        canary: { entry: '/canary/mfe-budgets/mf-manifest.json', share },
      },
    });
    expect(parseRemotes(withCanary(1), origin, person)).toEqual([
      {
        name: 'mfe-budgets',
        entry: 'https://kaspit.example/canary/mfe-budgets/mf-manifest.json',
        build: 'canary',
      },
    ]);
    const people = Array.from({ length: 200 }, (_, i) => `user:u-${i}`);
    const builds = people.map((p) => parseRemotes(withCanary(0.5), origin, p)[0]!.build);
    expect(builds).toContain('canary');
    expect(builds).toContain('stable');
  });

  it('refuses a file the schema refuses, naming its problems, instead of guessing which parts to keep', () => {
    expect(() =>
      parseRemotes({ 'mfe-evil': { entry: '/x' }, 'mfe-budgets': { entry: 42 } }, origin, person),
    ).toThrow(
      'remotes.json is invalid: mfe-budgets.entry: Invalid input: expected string, received number; (the file): Unrecognized key: "mfe-evil"',
    );
    expect(() => parseRemotes(null, origin, person)).toThrow(/^remotes.json is invalid: \(the file\): /);
  });

  it('fails loudly when remotes.json cannot be fetched', async () => {
    const notFound = (async () => new Response('', { status: 404 })) as typeof fetch;
    await expect(fetchRemotes(origin, person, notFound)).rejects.toThrow(/404/);
  });
});
