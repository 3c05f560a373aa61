import { fetchRemotes, type RemoteEntry } from './manifest.js';
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
      entries = await fetchRemotes(origin);
    } catch {
      // Without remotes.json every area shows its fallback; the shell itself keeps working.
    }
    registerRemoteApps(entries);
    startRouting();
  })();
  return started;
}
