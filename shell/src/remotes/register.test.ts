import { describe, expect, it, vi } from 'vitest';
import { navigateToUrl } from 'single-spa';
import { session$ } from '@kaspit/shared-auth';
import { failedRemotes$ } from './failures.js';
import { testUser } from '@kaspit/shared-auth/testing';

// The federation runtime stands in for the network: mfe-budgets loads but throws on mount, mfe-records is down.
vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  registerGlobalPlugins: vi.fn(),
  loadRemote: vi.fn(async (id: string) => {
    if (id === 'mfe_records/app') throw new Error('connection refused');
    return {
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('boom on mount');
      },
      unmount: async () => undefined,
    };
  }),
}));

describe('registerRemoteApps', () => {
  it('marks a remote that throws on mount, or cannot load, as failed without stopping the others, and reports each', async () => {
    const reports: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/api/client-errors') reports.push(JSON.parse(String(init.body)));
        return new Response('{}', { status: 201 });
      }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { registerRemoteApps, startRouting } = await import('./register.js');
    const { registerRemotes } = await import('@module-federation/enhanced/runtime');
    for (const name of ['mfe-budgets', 'mfe-records']) {
      const el = document.createElement('div');
      el.id = `remote-area-${name}`;
      document.body.append(el);
    }
    registerRemoteApps([
      { name: 'mfe-budgets', entry: 'http://x/remotes/mfe-budgets/mf-manifest.json', build: 'canary' },
      { name: 'mfe-records', entry: 'http://x/remotes/mfe-records/mf-manifest.json', build: 'stable' },
    ]);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_budgets', alias: 'mfe-budgets', entry: 'http://x/remotes/mfe-budgets/mf-manifest.json' },
      { name: 'mfe_records', alias: 'mfe-records', entry: 'http://x/remotes/mfe-records/mf-manifest.json' },
    ]);
    session$.next({ initialized: true, user: testUser({ id: 'u1', email: 'e@x', displayName: 'x' }) });
    startRouting();
    navigateToUrl('/budgets');
    await vi.waitFor(() => expect(failedRemotes$.getValue().has('mfe-budgets')).toBe(true));
    navigateToUrl('/records');
    await vi.waitFor(() => expect(failedRemotes$.getValue().has('mfe-records')).toBe(true));
    // A remote missing from remotes.json fails the same way.
    navigateToUrl('/discounts');
    await vi.waitFor(() => expect(failedRemotes$.getValue().has('mfe-discounts')).toBe(true));

    await vi.waitFor(() => expect(reports).toHaveLength(3));
    expect(reports).toEqual([
      expect.objectContaining({
        remote: 'mfe-budgets',
        build: 'canary',
        url: 'http://x/remotes/mfe-budgets/mf-manifest.json',
        message: expect.stringContaining('boom on mount'),
        page: '/budgets',
      }),
      expect.objectContaining({
        remote: 'mfe-records',
        url: 'http://x/remotes/mfe-records/mf-manifest.json',
        message: expect.stringContaining('connection refused'),
      }),
      expect.objectContaining({
        remote: 'mfe-discounts',
        url: `${window.location.origin}/remotes.json`,
        message: expect.stringContaining('not listed in remotes.json'),
      }),
    ]);
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Remote mfe-records \(version unknown\) \(stable build, http:\/\/x\/remotes\/mfe-records\/mf-manifest\.json\) failed: .*connection refused/,
      ),
      expect.any(Error),
    );
    vi.unstubAllGlobals();
  });
});
