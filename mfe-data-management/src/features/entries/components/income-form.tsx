import { useEffect } from 'react';
import { todayIn } from '@kaspit/domain';
import { apiCall, messages as shared } from '@kaspit/shared-auth';
import { entries, fields, tabs, toasts } from '../../../messages.js';
import { FormActions } from '../../../shared/form-actions.js';
import { asOptions, SelectField, TextField } from '../../../shared/fields.js';
import { useEntryForm } from '../../../shared/use-entry-form.js';
import { useFarDateCheck } from '../../../shared/far-date-question.js';
import { focusFirstInvalid } from '../../../shared/use-save.js';
import {
  emptyIncome,
  incomeFieldMessages,
  incomeValuesOf,
  toIncomeData,
  validateIncome,
  type Income,
} from '../logic/income-validation.js';

/** Add or edit an income. */
export function IncomeForm({ editing, onDone }: { editing?: Income | null; onDone?: () => void }) {
  const { lists, formRef, form, saving, run, draftId, nextDraft } = useEntryForm(
    emptyIncome(todayIn()),
    validateIncome,
    incomeFieldMessages,
  );
  const { values, reset } = form;
  const farDate = useFarDateCheck('income-date');

  useEffect(() => {
    if (editing) reset(incomeValuesOf(editing));
  }, [editing, reset]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!form.attempt()) return focusFirstInvalid(formRef.current);
    if (!(await farDate.confirm(values.date))) return;
    const incomeData = toIncomeData(values, editing?.id ?? draftId);
    const outbox = { label: shared.outboxLabel(editing ? 'update' : 'add', 'income', values.source) };
    const saved = await run(
      () =>
        apiCall(
          editing
            ? { method: 'PUT', url: `/incomes/${incomeData.id}`, data: { incomeData }, outbox }
            : { method: 'POST', url: '/incomes', data: { incomeData }, outbox },
        ),
      editing ? toasts.updated : toasts.saved,
    );
    if (!saved) return focusFirstInvalid(formRef.current);
    if (editing) return onDone?.();
    reset(emptyIncome(values.date));
    nextDraft();
  }

  return (
    <form
      ref={formRef}
      className="kdm-form"
      noValidate
      onSubmit={submit}
      aria-label={editing ? entries.editing : tabs.income}
      data-testid="income-form"
    >
      <TextField
        id="income-amount"
        label={fields.amount}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('amount')}
        required
      />
      <TextField id="income-source" label={fields.source} {...form.field('source')} maxLength={80} required />
      <TextField id="income-date" label={fields.date} type="date" {...form.field('date')} required />
      <SelectField
        id="income-category"
        label={fields.category}
        {...form.field('category')}
        options={asOptions(lists.incomeCategories)}
        optional
      />
      <TextField id="income-notes" label={fields.notes} {...form.field('notes')} />
      <FormActions saving={saving} editing={Boolean(editing)} onCancel={onDone} />
      {farDate.question}
    </form>
  );
}
