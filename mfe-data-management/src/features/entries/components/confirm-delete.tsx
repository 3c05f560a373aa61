import { actions, entries } from '../../../messages.js';
import { ConfirmDialog } from '../../../shared/confirm-dialog.js';

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
  return (
    <ConfirmDialog
      id="confirm"
      title={entries.confirmTitle}
      confirm={actions.confirmDelete}
      cancel={actions.cancel}
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {label}
      {planTotal ? (
        <>
          <br />
          {entries.confirmPlan(planTotal)}
        </>
      ) : null}
    </ConfirmDialog>
  );
}
