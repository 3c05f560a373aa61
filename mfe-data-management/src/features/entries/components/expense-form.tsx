import { useEffect } from 'react';
import { todayIn } from '@kaspit/domain';
import { firstInstallmentOf } from '@kaspit/shared-auth';
import { entries, fields, tabs, toasts } from '../../../messages.js';
import { FormActions } from '../../../shared/form-actions.js';
import { asOptions, SelectField, TextField } from '../../../shared/fields.js';
import { useEntryForm } from '../../../shared/use-entry-form.js';
import { useFarDateCheck } from '../../../shared/far-date-question.js';
import { focusFirstInvalid } from '../../../shared/use-save.js';
import { shekelsOf } from '../../../shared/validate.js';
import { saveOutcome } from '../api/outcomes-api.js';
import { InstallmentPreview } from './installment-preview.js';
import {
  DESCRIPTION_MAX,
  emptyExpense,
  expenseFieldMessages,
  expenseValuesOf,
  toOutcomeData,
  validateExpense,
  type Outcome,
} from '../logic/expense-validation.js';

/** Add an expense (optionally in installments), or edit one — an installment is edited as its whole plan. */
export function ExpenseForm({ editing, onDone }: { editing?: Outcome | null; onDone?: () => void }) {
  const { lists, formRef, form, saving, run, draftId, nextDraft } = useEntryForm(
    emptyExpense(todayIn()),
    validateExpense,
    expenseFieldMessages,
  );
  const { values, set, errors, reset } = form;
  const farDate = useFarDateCheck('expense-date');

  useEffect(() => {
    if (!editing) return;
    let live = true;
    reset(expenseValuesOf(editing));
    void firstInstallmentOf(editing).then(
      (first) => live && reset(expenseValuesOf(editing, first.date)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [editing, reset]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!form.attempt()) return focusFirstInvalid(formRef.current);
    if (!(await farDate.confirm(values.date))) return;
    const id = editing?.installments ? (await firstInstallmentOf(editing)).id : (editing?.id ?? draftId);
    const saved = await run(
      () => saveOutcome(toOutcomeData(values, id), Boolean(editing), values.description),
      editing ? toasts.updated : toasts.saved,
    );
    if (!saved) return focusFirstInvalid(formRef.current);
    if (editing) return onDone?.();
    reset({ ...emptyExpense(values.date), category: values.category, paymentMethod: values.paymentMethod });
    nextDraft();
  }

  const price = shekelsOf(values.amount);
  const total = Number(values.installmentsTotal);
  return (
    <form
      ref={formRef}
      className="kdm-form"
      noValidate
      onSubmit={submit}
      aria-label={editing ? entries.editing : tabs.expense}
      data-testid="expense-form"
    >
      {/* The amount first: what a person has in hand; the date starts as today. */}
      <TextField
        id="expense-amount"
        label={values.inInstallments ? fields.price : fields.amount}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('amount')}
        required
      />
      <TextField
        id="expense-description"
        label={fields.description}
        {...form.field('description')}
        maxLength={DESCRIPTION_MAX}
        countWithin={20}
        required
      />
      <TextField id="expense-date" label={fields.date} type="date" {...form.field('date')} required />
      <SelectField
        id="expense-category"
        label={fields.category}
        {...form.field('category')}
        options={asOptions(lists.categories)}
      />
      <SelectField
        id="expense-payment-method"
        label={fields.paymentMethod}
        {...form.field('paymentMethod')}
        options={asOptions(lists.paymentMethods)}
        optional
      />
      <div className="kdm-field kdm-field--inline">
        <input
          id="expense-installments"
          type="checkbox"
          checked={values.inInstallments}
          onChange={(e) => set('inInstallments', e.target.checked)}
        />
        <label htmlFor="expense-installments">{fields.installments}</label>
      </div>
      {values.inInstallments && (
        <TextField
          id="expense-installments-total"
          label={fields.installmentsTotal}
          inputMode="numeric"
          {...form.field('installmentsTotal')}
        />
      )}
      {values.inInstallments &&
        price !== undefined &&
        !errors.installmentsTotal &&
        Number.isInteger(total) && (
          <InstallmentPreview date={values.date} price={price} total={total} cycle={lists.cycle} />
        )}
      <TextField id="expense-notes" label={fields.notes} {...form.field('notes')} />
      <FormActions saving={saving} editing={Boolean(editing)} onCancel={onDone} />
      {farDate.question}
    </form>
  );
}
