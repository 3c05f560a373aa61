import { useState } from 'react';
import {
  fieldAria,
  FormField,
  messages as shared,
  sendWrite,
  showToast,
  useModalDialog,
  useUserLists,
} from '@kaspit/shared-auth';
import { ledger } from '../../../messages.js';
import { editBody, editErrors, textMax, valuesOf, type EditValues } from '../logic/edit-values.js';
import type { LedgerRow } from '../logic/ledger-rows.js';

/**
 * Edits an expense or income where it is listed; a failed save keeps what was typed. Without a connection the
 * edit waits on the device (the outbox) and the dialog closes as after a save.
 */
export function EditDialog({
  row,
  onClose,
  onSaved,
}: {
  row: LedgerRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const lists = useUserLists();
  const dialog = useModalDialog<HTMLDivElement>(onClose);
  const [values, setValues] = useState<EditValues>(() => valuesOf(row));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const type = row.type as 'expense' | 'income';
  const categories = type === 'income' ? lists.incomeCategories : lists.categories;
  const errors = tried ? editErrors(type, values, categories) : {};
  const set = (field: keyof EditValues) => (e: { target: { value: string } }) =>
    setValues({ ...values, [field]: e.target.value });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    if (saving || Object.keys(editErrors(type, values, categories)).length) return;
    setSaving(true);
    try {
      const path = type === 'expense' ? '/outcomes' : '/incomes';
      const sent = await sendWrite(
        { method: 'PUT', url: `${path}/${row.id}`, data: editBody(row, values) },
        shared.outboxLabel('update', type, values.text.trim()),
      );
      if (sent === 'sent') showToast(ledger.updated, 'success');
      else showToast(shared.savedOnDevice, 'warning', 5000);
      onSaved();
    } catch {
      showToast(ledger.updateFailed, 'error');
    } finally {
      setSaving(false);
    }
  }

  const field = (name: keyof EditValues, label: string, input: React.ReactNode) => (
    <FormField id={`edit-${name}`} label={label} error={errors[name]} prefix="krec">
      {input}
    </FormField>
  );
  const invalid = (name: keyof EditValues) => fieldAria(`edit-${name}`, errors[name]);

  return (
    <div ref={dialog} className="krec-dialog" role="dialog" aria-modal="true" aria-labelledby="edit-title">
      <h2 id="edit-title">{ledger.editTitle}</h2>
      <form noValidate onSubmit={submit} className="krec-form">
        {field(
          'date',
          ledger.fields.date,
          <input type="date" value={values.date} onChange={set('date')} {...invalid('date')} />,
        )}
        {field(
          'amount',
          ledger.fields.amount,
          <input inputMode="decimal" value={values.amount} onChange={set('amount')} {...invalid('amount')} />,
        )}
        {field(
          'text',
          type === 'expense' ? ledger.fields.description : ledger.fields.source,
          <input value={values.text} onChange={set('text')} maxLength={textMax(type)} {...invalid('text')} />,
        )}
        {field(
          'category',
          ledger.fields.category,
          <select value={values.category} onChange={set('category')} {...invalid('category')}>
            <option value="">{ledger.fields.none}</option>
            {categories.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>,
        )}
        {type === 'expense' &&
          field(
            'paymentMethod',
            ledger.fields.paymentMethod,
            <select
              value={values.paymentMethod}
              onChange={set('paymentMethod')}
              {...invalid('paymentMethod')}
            >
              <option value="">{ledger.fields.none}</option>
              {lists.paymentMethods.map((m) => (
                <option key={m}>{m}</option>
              ))}
            </select>,
          )}
        <div className="krec-actions">
          <button type="submit" className="krec-button krec-button--primary" disabled={saving}>
            {saving ? ledger.saving : ledger.save}
          </button>
          <button type="button" className="krec-button" onClick={onClose}>
            {ledger.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}
