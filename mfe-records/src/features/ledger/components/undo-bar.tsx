import { undo$, useSubject } from '@kaspit/shared-auth';
import { ledger } from '../../../messages.js';

/** The few seconds after a delete: what went, and a button that brings it back. */
export function UndoBar() {
  const pending = useSubject(undo$);
  if (!pending) return null;
  return (
    <div className="krec-undo" role="status" data-testid="undo-bar">
      <span>{pending.text}</span>
      <button type="button" className="krec-button" onClick={() => void pending.undo()}>
        {ledger.undo}
      </button>
    </div>
  );
}
