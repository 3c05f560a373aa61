import { useState } from 'react';
import { EntriesList } from './entries-list.js';
import type { EntryOf, Kind } from '../logic/kinds.js';
import { ExpenseForm } from './expense-form.js';
import type { Outcome } from '../logic/expense-validation.js';
import { IncomeForm } from './income-form.js';
import type { Income } from '../logic/income-validation.js';
import { AmountChangeDialog } from './amount-change-dialog.js';
import { RecurringActions } from './recurring-actions.js';
import { RecurringForm } from './recurring-form.js';
import type { RecurringPayment } from '../logic/recurring-validation.js';

/** One kind's form (adding, or editing the chosen record) beside the selected month's records of that kind. */
export function KindTab<K extends Kind>({ kind }: { kind: K }) {
  const [editing, setEditing] = useState<EntryOf<K> | null>(null);
  const [changingAmount, setChangingAmount] = useState<RecurringPayment | null>(null);
  const done = () => setEditing(null);
  const edit = (entry: EntryOf<K>) => {
    setEditing(entry);
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  };
  return (
    <div className="kdm-kind">
      {kind === 'expense' && (
        <ExpenseForm key={editing?.id ?? 'new'} editing={editing as Outcome | null} onDone={done} />
      )}
      {kind === 'income' && (
        <IncomeForm key={editing?.id ?? 'new'} editing={editing as Income | null} onDone={done} />
      )}
      {kind === 'recurring' && (
        <RecurringForm
          key={editing?.id ?? 'new'}
          editing={editing as RecurringPayment | null}
          onDone={done}
        />
      )}
      <EntriesList
        kind={kind}
        onEdit={edit}
        extraActions={
          kind === 'recurring'
            ? (entry) => (
                <RecurringActions
                  payment={entry as RecurringPayment}
                  onChangeAmount={() => setChangingAmount(entry as RecurringPayment)}
                />
              )
            : undefined
        }
      />
      {changingAmount && (
        <AmountChangeDialog payment={changingAmount} onClose={() => setChangingAmount(null)} />
      )}
    </div>
  );
}
