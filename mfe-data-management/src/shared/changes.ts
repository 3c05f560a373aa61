import { Subject } from 'rxjs';
import { backOnline$, loadUserData, writesDelivered$ } from '@kaspit/shared-auth';

/** Fired after any write, so this area's lists reload and the shared user data (other areas) refreshes. */
export const changed$ = new Subject<void>();

export function afterWrite(): void {
  changed$.next();
  void loadUserData({ pathname: window.location.pathname, force: true });
}

// Writes the outbox delivered later (this tab or another) change the lists as a save here would.
writesDelivered$.subscribe(() => afterWrite());
// Lists that failed while the service was out of reach read again when it answers.
backOnline$.subscribe(() => changed$.next());
