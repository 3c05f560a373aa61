import { useModalDialog } from '@kaspit/shared-auth';
import { actions, entries } from '../../../messages.js';

/** Asks before deleting; an installment plan says all its payments go together. */
export function ConfirmDelete({
  label,
  planTotal,
  onConfirm,
  onCancel,
}: {
  label: string;
  planTotal?: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useModalDialog<HTMLDivElement>(onCancel);
  return (
    <div
      ref={dialog}
      className="kdm-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-body"
    >
      <h2 id="confirm-title">{entries.confirmTitle}</h2>
      <p id="confirm-body">
        {label}
        {planTotal ? (
          <>
            <br />
            {entries.confirmPlan(planTotal)}
          </>
        ) : null}
      </p>
      <div className="kdm-form__actions">
        <button type="button" className="kdm-button kdm-button--danger" onClick={onConfirm}>
          {actions.confirmDelete}
        </button>
        <button type="button" className="kdm-button" onClick={onCancel} data-autofocus>
          {actions.cancel}
        </button>
      </div>
    </div>
  );
}
