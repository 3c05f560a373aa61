import { useEffect } from 'react';
import { FREQUENCIES, FREQUENCY_LABELS_HE, todayIn } from '@kaspit/domain';
import { apiCall, messages as shared } from '@kaspit/shared-auth';
import { entries, fields, tabs, toasts } from '../../../messages.js';
import { FormActions } from '../../../shared/form-actions.js';
import { asOptions, SelectField, TextField } from '../../../shared/fields.js';
import { useEntryForm } from '../../../shared/use-entry-form.js';
import { focusFirstInvalid } from '../../../shared/use-save.js';
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
  const { lists, formRef, form, saving, run, draftId, nextDraft } = useEntryForm(
    emptyRecurring(todayIn()),
    validateRecurring,
    recurringFieldMessages,
  );
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
    nextDraft();
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
      <FormActions saving={saving} editing={Boolean(editing)} onCancel={onDone} />
    </form>
  );
}
