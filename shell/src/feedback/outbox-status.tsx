import { dismissRefusedWrite, messages as shared, outbox$, useSubject } from '@kaspit/shared-auth';
import { messages } from '../messages.js';

/** The header's count of writes kept on the device, with what each one is. */
export function PendingWrites() {
  const pending = useSubject(outbox$, (state) => state.pending);
  if (pending.length === 0) return null;
  return (
    <details className="shell-pending" data-testid="pending-writes" data-count={pending.length}>
      <summary>{messages.pendingCount(pending.length)}</summary>
      <ul>
        {pending.map((write) => (
          <li key={write.seq}>{write.label}</li>
        ))}
      </ul>
    </details>
  );
}

/** Writes the API refused after they waited on the device, each with why, until the person has read it. */
export function RefusedWrites() {
  const refused = useSubject(outbox$, (state) => state.refused);
  if (refused.length === 0) return null;
  return (
    <section
      className="shell-refused"
      role="alert"
      aria-labelledby="shell-refused-title"
      data-testid="refused-writes"
    >
      <h2 id="shell-refused-title">{messages.refusedTitle}</h2>
      <ul>
        {refused.map((write) => (
          <li key={write.seq}>
            <span>
              {write.label} — {shared.refusedBecause(write.status)}
            </span>
            <button
              type="button"
              className="shell-button"
              onClick={() => void dismissRefusedWrite(write.seq!)}
            >
              {messages.refusedDismiss}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
