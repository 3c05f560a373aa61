import { describe, expect, it, vi } from 'vitest';
import { navigateToUrl } from 'single-spa';
import { session$ } from '@kaspit/shared-auth';
import { failedRemotes$ } from './failures.js';

// The federation runtime stands in for the network: mfe-budgets loads but throws on mount, mfe-records is down.
vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
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
  it('marks a remote that throws on mount, or cannot load, as failed without stopping the others', async () => {
    const { registerRemoteApps, startRouting } = await import('./register.js');
    const { registerRemotes } = await import('@module-federation/enhanced/runtime');
    for (const name of ['mfe-budgets', 'mfe-records']) {
      const el = document.createElement('div');
      el.id = `remote-area-${name}`;
      document.body.append(el);
    }
    registerRemoteApps([
      { name: 'mfe-budgets', entry: 'http://x/remotes/mfe-budgets/mf-manifest.json' },
      { name: 'mfe-records', entry: 'http://x/remotes/mfe-records/mf-manifest.json' },
    ]);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_budgets', alias: 'mfe-budgets', entry: 'http://x/remotes/mfe-budgets/mf-manifest.json' },
      { name: 'mfe_records', alias: 'mfe-records', entry: 'http://x/remotes/mfe-records/mf-manifest.json' },
    ]);
    session$.next({ initialized: true, user: { id: 'u1', email: 'e@x', displayName: 'x', photoURL: null } });
    startRouting();
    navigateToUrl('/budgets');
    await vi.waitFor(() => expect(failedRemotes$.getValue().has('mfe-budgets')).toBe(true));
    navigateToUrl('/records');
    await vi.waitFor(() => expect(failedRemotes$.getValue().has('mfe-records')).toBe(true));
    // A remote missing from remotes.json fails the same way.
    navigateToUrl('/discounts');
    await vi.waitFor(() => expect(failedRemotes$.getValue().has('mfe-discounts')).toBe(true));
  });
});
