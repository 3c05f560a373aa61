import { useEffect, useRef, useState } from 'react';
import { FREQUENCIES, FREQUENCY_LABELS_HE, todayIn } from '@kaspit/domain';
import { apiCall, messages as shared, useUserLists } from '@kaspit/shared-auth';
import { actions, entries, fields, tabs, toasts } from '../../../messages.js';
import { asOptions, SelectField, TextField } from '../../../shared/fields.js';
import { newId } from '../../../shared/ids.js';
import { useForm } from '../../../shared/use-form.js';
import { focusFirstInvalid, useSave } from '../../../shared/use-save.js';
import {
  emptyRecurring,
  recurringFieldMessages,
  recurringValuesOf,
  toRecurringData,
  validateRecurring,
  type RecurringPayment,
} from '../logic/recurring-validation.js';

const frequencyOptions = FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS_HE[f] }));

/** Add or edit a recurring payment (the five frequencies, a start and an optional end). */
export function RecurringForm({
  editing,
  onDone,
}: {
  editing?: RecurringPayment | null;
  onDone?: () => void;
}) {
  const lists = useUserLists();
  const formRef = useRef<HTMLFormElement>(null);
  const [draftId, setDraftId] = useState(newId);
  const form = useForm(emptyRecurring(todayIn()), (v) => validateRecurring(v, lists));
  const { saving, run } = useSave({
    fieldMessages: recurringFieldMessages,
    setServerErrors: form.setServerErrors,
  });
  const { values, reset } = form;

  useEffect(() => {
    if (editing) reset(recurringValuesOf(editing));
  }, [editing, reset]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!form.attempt()) return focusFirstInvalid(formRef.current);
    const recurringPaymentData = toRecurringData(values, editing?.id ?? draftId, editing?.isActive ?? true);
    const outbox = { label: shared.outboxLabel(editing ? 'update' : 'add', 'recurring', values.name) };
    const saved = await run(
      () =>
        apiCall(
          editing
            ? {
                method: 'PUT',
                url: `/recurring-payments/${editing.id}`,
                data: { recurringPaymentData },
                outbox,
              }
            : { method: 'POST', url: '/recurring-payments', data: { recurringPaymentData }, outbox },
        ),
      editing ? toasts.updated : toasts.saved,
    );
    if (!saved) return focusFirstInvalid(formRef.current);
    if (editing) return onDone?.();
    reset(emptyRecurring(values.startDate));
    setDraftId(newId());
  }

  return (
    <form
      ref={formRef}
      className="kdm-form"
      noValidate
      onSubmit={submit}
      aria-label={editing ? entries.editing : tabs.recurring}
      data-testid="recurring-form"
    >
      <TextField id="recurring-name" label={fields.name} {...form.field('name')} maxLength={80} required />
      <TextField
        id="recurring-amount"
        label={fields.amount}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('amount')}
        required
      />
      <SelectField
        id="recurring-category"
        label={fields.category}
        {...form.field('category')}
        options={asOptions(lists.categories)}
      />
      <SelectField
        id="recurring-payment-method"
        label={fields.paymentMethod}
        {...form.field('paymentMethod')}
        options={asOptions(lists.paymentMethods)}
        optional
      />
      <SelectField
        id="recurring-frequency"
        label={fields.frequency}
        {...form.field('frequency')}
        options={frequencyOptions}
      />
      <TextField
        id="recurring-start"
        label={fields.startDate}
        type="date"
        {...form.field('startDate')}
        required
      />
      <TextField id="recurring-end" label={fields.endDate} type="date" {...form.field('endDate')} />
      <TextField id="recurring-notes" label={fields.notes} {...form.field('notes')} />
      <div className="kdm-form__actions">
        <button type="submit" className="kdm-button kdm-button--primary" disabled={saving} aria-busy={saving}>
          {saving ? actions.saving : editing ? actions.update : actions.save}
        </button>
        {editing && (
          <button type="button" className="kdm-button" onClick={onDone}>
            {actions.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
