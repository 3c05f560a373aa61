/** A package's `dependencies`, as read from its package.json. */
export type Dependencies = Record<string, string>;

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  /** Never eager: every app bootstraps behind an async `import()`, so shared modules negotiate first. */
  eager: false;
  /** Refuse (rather than warn about) a page copy outside `requiredVersion`. */
  strictVersion: boolean;
}

/**
 * Modules that must exist once on the page. React (and its JSX runtime and client renderer) break with two
 * copies; shared-auth carries the session and selected-date buses (RxJS subjects) every app subscribes to.
 * rxjs itself is not shared: a shared module is sent whole (16 KB brotli of operators nobody uses), while each
 * app bundling only the parts it imports costs a few KB. The buses stay single because shared-auth is, and
 * rxjs's classes and operators work across copies (they recognise observables and subscribers by shape).
 */
export const SINGLETONS: readonly { module: string; versionOf: string }[] = [
  { module: 'react', versionOf: 'react' },
  { module: 'react/jsx-runtime', versionOf: 'react' },
  { module: 'react-dom', versionOf: 'react-dom' },
  { module: 'react-dom/client', versionOf: 'react-dom' },
  { module: '@kaspit/shared-auth', versionOf: '@kaspit/shared-auth' },
  { module: '@kaspit/domain', versionOf: '@kaspit/domain' },
  // The query library holds the page's one server-state cache (its client and React context): a second copy would
  // be a second cache that a write elsewhere never invalidates.
  { module: '@tanstack/react-query', versionOf: '@tanstack/react-query' },
];

/** The shared map for an app: every singleton it depends on, with the version range from its package.json. */
export function sharedModules(dependencies: Dependencies): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const { module, versionOf } of SINGLETONS) {
    const requiredVersion = dependencies[versionOf];
    if (!requiredVersion) continue;
    const ours = versionOf.startsWith('@kaspit/');
    if (ours && !/^\^\d+\.\d+\.\d+$/.test(requiredVersion))
      throw new Error(
        `${versionOf} is required as "${requiredVersion}": require our shared packages as a caret range ` +
          `("^${requiredVersion.replace(/^[^\d]*/, '')}"), the oldest version whose API the app uses`,
      );
    // Our own packages are semver contracts: an app declares the range it was built for (`^1.2.0`) and takes the
    // page's copy when it is in that range — a remote built against an older minor runs on the shell's newer one.
    // A page whose copy is out of range (too old a minor, another major) must refuse the remote rather than run it
    // half-working on an API it lacks, so the check is strict and the shell shows the area's fallback; third-party
    // singletons (React) only warn, as their own compatibility promises allow.
    shared[module] = {
      singleton: true,
      requiredVersion,
      eager: false,
      strictVersion: ours,
    };
  }
  return shared;
}

/** The federation container name for a package folder: `mfe-budgets` → `mfe_budgets` (a valid JS identifier). */
export function containerName(folder: string): string {
  return folder.replace(/[^A-Za-z0-9_]/g, '_');
}
