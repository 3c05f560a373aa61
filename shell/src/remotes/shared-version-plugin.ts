import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote requires a shared package in a range the page's copy is outside of (it needs a newer minor, say). */
export class SharedVersionError extends Error {
  constructor(
    readonly consumer: string,
    readonly pkgName: string,
    readonly required: string,
    readonly provided: string,
    readonly providedBy: string,
  ) {
    super(
      `${consumer} needs ${pkgName} ${required}, but the page provides ${provided} (from ${providedBy}): ` +
        `the area stays off until a page with ${pkgName} ${required} is deployed`,
    );
    this.name = 'SharedVersionError';
  }
}

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/**
 * A Module Federation runtime plugin (registered globally, so every remote's container has it) that refuses a
 * strict shared singleton — our own `@kaspit/*` contracts — whose copy on the page is outside the range the
 * loading container requires, with an error naming the required and the provided version. The federation
 * runtime would refuse it too, but with a message that does not say what to deploy; the error reaches the
 * shell's failure handling, which shows the area's fallback and reports the reason.
 */
export function sharedVersionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kaspit-shared-versions',
    resolveShare(args: ResolveShareArgs) {
      const { pkgName, version, shareInfo, shareScopeMap, scope } = args;
      const { singleton, strictVersion, requiredVersion } = shareInfo.shareConfig ?? {};
      if (!singleton || !strictVersion || typeof requiredVersion !== 'string' || !version) return args;
      if (satisfy(version, requiredVersion)) return args;
      const providedBy = shareScopeMap[scope]?.[pkgName]?.[version]?.from ?? 'unknown';
      const error = new SharedVersionError(shareInfo.from, pkgName, requiredVersion, version, providedBy);
      return {
        ...args,
        resolver: () => {
          throw error;
        },
      };
    },
  };
}
