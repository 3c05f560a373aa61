import { loadUserData, writesDelivered$ } from '@kaspit/shared-auth';

/**
 * After a write here: the page-wide user data (its lists and the shell's cards read it) is read again. The lists of
 * records need nothing — the acknowledged write has already marked every area's reads of them stale.
 */
export function afterWrite(): void {
  void loadUserData({ pathname: window.location.pathname, force: true });
}

// Writes the outbox delivered later (this tab or another) change the user data as a save here would.
writesDelivered$.subscribe(() => afterWrite());
