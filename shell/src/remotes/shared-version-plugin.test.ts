import { createInstance } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import { SharedVersionError, sharedVersionPlugin } from './shared-version-plugin.js';

const contract = (requiredVersion: string) => ({ singleton: true, requiredVersion, strictVersion: true });

/**
 * A remote's federation instance on a page whose shell already loaded shared-auth `pageVersion`, with the real
 * federation runtime resolving the share: `builtWith` is the copy the remote carries, `required` its range.
 */
function remoteOnPage(pageVersion: string, builtWith: string, required: string) {
  const pageCopy = { from: 'shell', version: pageVersion };
  const scope = {
    '@kaspit/shared-auth': {
      [pageVersion]: {
        version: pageVersion,
        from: 'shell',
        scope: ['default'],
        lib: () => pageCopy,
        loaded: true,
        loading: null,
        useIn: ['shell'],
        shareConfig: contract(`^${pageVersion}`),
        strategy: 'version-first' as const,
        deps: [],
      },
    },
  };
  const remote = createInstance({
    name: `mfe_budgets_${pageVersion}_${builtWith}_${required}`.replace(/\W/g, '_'),
    remotes: [],
    shared: {
      '@kaspit/shared-auth': {
        version: builtWith,
        lib: () => ({ from: 'remote', version: builtWith }),
        shareConfig: contract(required),
      },
    },
    plugins: [sharedVersionPlugin()],
  });
  remote.initShareScopeMap('default', scope as never);
  return { remote, pageCopy };
}

describe('sharedVersionPlugin', () => {
  it("gives a remote built against an older minor the page's newer copy", () => {
    const { remote, pageCopy } = remoteOnPage('1.1.0', '1.0.0', '^1.0.0');
    expect(remote.loadShareSync('@kaspit/shared-auth')()).toBe(pageCopy);
  });

  it("keeps the page's loaded copy for a remote that carries a newer one but needs only what the page has", () => {
    const { remote, pageCopy } = remoteOnPage('1.0.0', '1.1.0', '^1.0.0');
    expect(remote.loadShareSync('@kaspit/shared-auth')()).toBe(pageCopy);
  });

  it('refuses a remote that needs a newer minor than the page provides, naming both versions', () => {
    const { remote } = remoteOnPage('1.1.0', '1.2.0', '^1.2.0');
    let thrown: unknown;
    try {
      remote.loadShareSync('@kaspit/shared-auth');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SharedVersionError);
    expect((thrown as SharedVersionError).message).toMatch(
      /^mfe_budgets_\w+ needs @kaspit\/shared-auth \^1\.2\.0, but the page provides 1\.1\.0 \(from shell\)/,
    );
  });

  it('refuses another major the same way', () => {
    const { remote } = remoteOnPage('1.4.0', '2.0.0', '^2.0.0');
    expect(() => remote.loadShareSync('@kaspit/shared-auth')).toThrow(
      /needs @kaspit\/shared-auth \^2\.0\.0, but the page provides 1\.4\.0/,
    );
  });

  it('leaves shares that are not strict contracts (React warns and goes on) to the federation runtime', () => {
    const args = {
      pkgName: 'react',
      version: '19.0.0',
      scope: 'default',
      shareScopeMap: {},
      shareInfo: { from: 'mfe_budgets', shareConfig: { singleton: true, requiredVersion: '^19.3.1' } },
    };
    const hook = sharedVersionPlugin().resolveShare as unknown as (a: typeof args) => typeof args;
    expect(hook(args)).toBe(args);
  });
});
