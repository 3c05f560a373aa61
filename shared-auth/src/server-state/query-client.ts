import { QueryClient, type Query } from '@tanstack/react-query';
import { session$ } from '../buses/session.js';
import { writesDelivered$ } from '../outbox/state.js';
import { readsOf, writtenBy, type Resource } from './resources.js';

/**
 * The page's one query client: every area's server state (the shell's and every remote's) is cached here, so a write
 * in one area marks stale what the others show. shared-auth is a singleton on the page, and so is this client.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The api client already renews an expired token and retries once; a failure is shown at once, with its
      // "ניסיון חוזר" button, and read again when the service answers (useRetryWhenBack).
      retry: false,
      // Requests go out whatever the browser thinks of the network: offline reads fail (or come from the service
      // worker's cache) and say so, instead of waiting paused.
      networkMode: 'always',
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

const affects = (written: ReadonlySet<Resource> | 'all') => (query: Query) =>
  written === 'all' || readsOf(query).some((resource) => written.has(resource));

/**
 * Marks stale every cached read that depends on what was written (all of them when `written` is `'all'`); the
 * mounted ones read again at once, the others when they are next shown.
 */
export function invalidateServerState(written: ReadonlySet<Resource> | 'all' = 'all'): Promise<void> {
  return queryClient.invalidateQueries({ predicate: affects(written) });
}

/** After the API acknowledged a write to `url`: what depends on it is read again. */
export function afterAcknowledgedWrite(url: string | undefined): void {
  const written = writtenBy(url ?? '');
  if (written) void invalidateServerState(written);
}

// Writes kept on the device and delivered later (in this tab or another) change what the lists show.
writesDelivered$.subscribe(() => void invalidateServerState());
// One person's data never shows to the next one signed in on this page.
session$.subscribe(({ user }) => {
  if (!user) queryClient.clear();
});
