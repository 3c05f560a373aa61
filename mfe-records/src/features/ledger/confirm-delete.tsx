import { useModalDialog } from '@kaspit/shared-auth';
import { ledger } from '../../messages.js';
import type { ApiOutcome, LedgerRow } from './ledger-rows.js';

export function ConfirmDelete({
  row,
  onConfirm,
  onCancel,
}: {
  row: LedgerRow;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useModalDialog<HTMLDivElement>(onCancel);
  const plan = row.type === 'expense' ? (row.source as ApiOutcome).installments : undefined;
  return (
    <div
      ref={dialog}
      className="krec-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="delete-title"
    >
      <h2 id="delete-title">{ledger.confirmDelete(row.description)}</h2>
      {plan && <p>{ledger.confirmPlan(plan.total)}</p>}
      <div className="krec-actions">
        <button type="button" className="krec-button krec-button--danger" onClick={onConfirm}>
          {ledger.confirm}
        </button>
        <button type="button" className="krec-button" onClick={onCancel} data-autofocus>
          {ledger.cancel}
        </button>
      </div>
    </div>
  );
}
