import { connection$, useSubject } from '@kaspit/shared-auth';
import { messages } from '../messages.js';

/**
 * One line under the header's controls (never over them) while the device is offline or the service cannot be
 * reached; it goes as soon as the service answers again (shared-auth asks its health route meanwhile).
 */
export function ConnectionStatus() {
  const connection = useSubject(connection$);
  if (connection === 'online') return null;
  return (
    <p
      className="shell-connectivity"
      role="status"
      data-testid="connectivity-banner"
      data-connection={connection}
    >
      {connection === 'offline' ? messages.deviceOffline : messages.connectionLost}
    </p>
  );
}
