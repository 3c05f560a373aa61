import { undo$, useSubject } from '@kaspit/shared-auth';
import { actions } from '../../../messages.js';

/** The few seconds after a delete: the record's name and a button that brings it back. */
export function UndoBar() {
  const pending = useSubject(undo$);
  if (!pending) return null;
  return (
    <div className="kdm-undo" role="status" data-testid="undo-bar">
      <span>{pending.text}</span>
      <button type="button" className="kdm-button" onClick={() => void pending.undo()}>
        {actions.undo}
      </button>
    </div>
  );
}
