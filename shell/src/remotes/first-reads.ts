import { loadRemote } from '@module-federation/enhanced/runtime';

/** What a remote's optional `./first-reads` module provides. */
export interface FirstReadsModule {
  /** Starts the first API reads of the remote's page at `pathname`, into the page's shared query cache. */
  startFirstReads?: (pathname: string) => void;
}

/**
 * Loads the remote's `./first-reads` module (small: its first reads, not its page) and starts them, alongside the
 * load of its `./app`: the route's API reads then run while the page's code is fetched and run, not after it. The
 * remote owns what it reads and under which key; the shell only knows the module's name. A remote without one (or
 * an older build) loads as before, and a read that fails here is read again by the page itself.
 */
export async function startFirstReads(
  container: string,
  pathname: string,
  load: (id: string) => Promise<FirstReadsModule | null> = (id) => loadRemote<FirstReadsModule>(id),
): Promise<void> {
  try {
    (await load(`${container}/first-reads`))?.startFirstReads?.(pathname);
  } catch {
    // No first reads: the remote's page starts its reads when it mounts.
  }
}
