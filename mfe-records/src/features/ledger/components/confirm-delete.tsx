import { hebrewMonthName } from '@kaspit/domain';
import { useModalDialog } from '@kaspit/shared-auth';
import { ledger } from '../../../messages.js';
import type { DeleteScope } from '../logic/delete-with-undo.js';
import type { ApiOutcome, LedgerRow } from '../logic/ledger-rows.js';

/**
 * Asks before deleting, saying what goes: an installment plan goes whole; a recurring payment offers its charge in
 * this month only (skipped) or the whole payment, in every month. Opens on "cancel"; Escape cancels.
 */
export function ConfirmDelete({
  row,
  month,
  onConfirm,
  onCancel,
}: {
  row: LedgerRow;
  month: string;
  onConfirm: (scope: DeleteScope) => void;
  onCancel: () => void;
}) {
  const dialog = useModalDialog<HTMLDivElement>(onCancel);
  const plan = row.type === 'expense' ? (row.source as ApiOutcome).installments : undefined;
  const monthName = hebrewMonthName(month);
  return (
    <div
      ref={dialog}
      className="krec-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="delete-title"
      aria-describedby="delete-body"
    >
      <h2 id="delete-title">{ledger.confirmDelete(row.description)}</h2>
      {plan && <p id="delete-body">{ledger.confirmPlan(plan.total)}</p>}
      {row.type === 'recurring' && <p id="delete-body">{ledger.confirmRecurring(monthName)}</p>}
      <div className="krec-actions">
        {row.type === 'recurring' ? (
          <>
            <button
              type="button"
              className="krec-button krec-button--danger"
              onClick={() => onConfirm('month')}
            >
              {ledger.confirmMonthOnly(monthName)}
            </button>
            <button
              type="button"
              className="krec-button krec-button--danger"
              onClick={() => onConfirm('whole')}
            >
              {ledger.confirmWholePayment}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="krec-button krec-button--danger"
            onClick={() => onConfirm('whole')}
          >
            {ledger.confirm}
          </button>
        )}
        <button type="button" className="krec-button" onClick={onCancel} data-autofocus>
          {ledger.cancel}
        </button>
      </div>
    </div>
  );
}
