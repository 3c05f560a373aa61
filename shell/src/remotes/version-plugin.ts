import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Each remote container's build version, as its manifest states it, once the manifest has been read. */
export const remoteVersions = new Map<string, string>();

/**
 * A Module Federation runtime plugin that notes each remote's build version from its manifest, so a failure
 * report can say which build failed (a manifest that could not be read leaves the version unknown).
 */
export function versionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kaspit-versions',
    loadRemoteSnapshot(args) {
      const snapshot = args.remoteSnapshot as { buildVersion?: unknown };
      if (typeof snapshot.buildVersion === 'string' && snapshot.buildVersion)
        remoteVersions.set(args.moduleInfo.name, snapshot.buildVersion);
      return args;
    },
  };
}
