import { online$, useSubject } from '@kaspit/shared-auth';
import { messages } from '../messages.js';

/**
 * The connectivity message, in Hebrew, while the service is out of reach (no answer, a failed connection,
 * or the server saying it is temporarily unavailable). The person stays signed in; it goes away by itself.
 */
export function ConnectivityBanner() {
  const online = useSubject(online$);
  if (online) return null;
  return (
    <div className="shell-connectivity" role="status" aria-live="polite" data-testid="connectivity-banner">
      {messages.connectionLost}
    </div>
  );
}
