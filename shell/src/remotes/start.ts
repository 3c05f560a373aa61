import { fetchRemotes, type RemoteEntry } from './manifest.js';
import { personKey } from './person-key.js';
import { registerRemoteApps, startRouting } from './register.js';

let started: Promise<void> | undefined;

/**
 * Reads remotes.json, registers the remotes and starts single-spa — once, when a signed-in person first opens a
 * remote's route. A visitor, and a page the shell draws itself, never load single-spa or the remotes' manifests.
 */
export function startRemotes(origin = window.location.origin): Promise<void> {
  started ??= (async () => {
    let entries: RemoteEntry[] = [];
    try {
      entries = await fetchRemotes(origin, personKey());
    } catch (error) {
      // Every area then shows its fallback (and reports itself as unlisted); the shell itself keeps working.
      console.error('remotes.json could not be read; no remote will load', error);
    }
    registerRemoteApps(entries);
    startRouting();
  })();
  return started;
}
