import { useSubject } from '@kaspit/shared-auth';
import { messages } from '../messages.js';
import { takeUpdate, updateWaiting$ } from '../service-worker/register.js';

/** "A new version": offered, never forced, so nothing the person is typing is cut off. */
export function UpdatePrompt() {
  const waiting = useSubject(updateWaiting$);
  if (!waiting) return null;
  return (
    <p className="shell-update" role="status" data-testid="update-prompt">
      <button type="button" className="shell-button" onClick={takeUpdate}>
        {messages.newVersion}
      </button>
    </p>
  );
}
