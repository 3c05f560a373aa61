import type { RemoteDeployment, RemoteName } from '../schema/index.js';

export type BuildKind = 'stable' | 'canary';

/** The build one person's page loads a remote from. */
export interface ChosenBuild {
  entry: string;
  build: BuildKind;
}

/**
 * Where a person falls in [0, 1) for one remote: FNV-1a of the remote's name and the person's key. The same person
 * always lands on the same point, so a canary does not flicker between page loads; the remote's name is part of
 * the hash, so the canaries of two remotes are tried on different people.
 */
export function shareOf(remote: RemoteName, personKey: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${remote}\u0000${personKey}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
}

/**
 * The canary build for the people whose point is below its share, the stable build for everyone else. Raising the
 * share only adds people; removing the `canary` line sends everyone back to the stable build on their next load.
 */
export function chooseBuild(
  remote: RemoteName,
  deployment: RemoteDeployment,
  personKey: string,
): ChosenBuild {
  const { canary } = deployment;
  if (canary && shareOf(remote, personKey) < canary.share) return { entry: canary.entry, build: 'canary' };
  return { entry: deployment.entry, build: 'stable' };
}
