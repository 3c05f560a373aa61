import type { FormEvent } from 'react';
import { hebrewDate, hebrewMonthName } from '@kaspit/domain';
import { messages } from '../../../messages.js';
import { PendingMark } from '../../shared/pending-mark.js';
import * as styles from '../../shared/section.module.css';
import {
  withStartDay,
  type cycleErrors,
  type cyclePreview,
  type CycleFormValues,
} from '../logic/cycle-form.js';

export interface BillingCycleFormProps {
  values: CycleFormValues;
  errors: ReturnType<typeof cycleErrors>;
  preview: ReturnType<typeof cyclePreview>;
  /** The selected month (`YYYY-MM`) the preview is about. */
  month: string;
  /** A change of the cycle waits on the device. */
  waiting: boolean;
  canSave: boolean;
  failure: string | null;
  onChange?: (update: (values: CycleFormValues) => CycleFormValues) => void;
  onSubmit?: (event: FormEvent) => void;
}

/**
 * The billing-cycle section as drawn from its state: the section and the page's first paint (`src/first-paint.tsx`)
 * both draw it, so they look the same.
 */
export function BillingCycleForm({
  values,
  errors,
  preview,
  month,
  waiting,
  canSave,
  failure,
  onChange: setValues = () => {},
  onSubmit: submit,
}: BillingCycleFormProps) {
  const error = (field: keyof typeof errors) =>
    errors[field] && (
      <span className={styles.error} id={`pa-cycle-${field}-error`}>
        {errors[field]}
      </span>
    );

  // The start and end days: a day of the month each, told apart by what a new value changes.
  const dayField = (
    field: 'startDay' | 'endDay',
    update: (day: string) => (values: CycleFormValues) => CycleFormValues,
  ) => (
    <label className={styles.field}>
      <span>{messages.cycle[field]}</span>
      <input
        className={styles.narrow}
        type="number"
        min={1}
        max={31}
        value={values[field]}
        onChange={(e) => setValues(update(e.target.value))}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `pa-cycle-${field}-error` : undefined}
      />
      {error(field)}
    </label>
  );

  return (
    <section className={styles.section} aria-labelledby="pa-cycle" data-pending={waiting || undefined}>
      <h2 id="pa-cycle">
        {messages.cycle.title}
        <PendingMark when={waiting} />
      </h2>
      <p className={styles.muted}>{messages.cycle.explain}</p>
      <form className={styles.row} onSubmit={submit} noValidate>
        {dayField('startDay', (day) => (v) => withStartDay(v, day))}
        {dayField('endDay', (day) => (v) => ({ ...v, endDay: day }))}
        <label className={styles.field}>
          <span>{messages.cycle.endMonth}</span>
          <select
            value={values.endMonth}
            onChange={(e) => setValues((v) => ({ ...v, endMonth: e.target.value as '0' | '1' }))}
          >
            <option value="0">{messages.cycle.sameMonth}</option>
            <option value="1">{messages.cycle.nextMonth}</option>
          </select>
          {error('endMonth')}
        </label>
        <button type="submit" className={styles.primary} disabled={!canSave}>
          {messages.save}
        </button>
      </form>
      {preview && (
        <div aria-live="polite" data-testid="cycle-preview">
          <p className={styles.preview} data-testid="cycle-preview-period">
            {messages.cycle.preview(
              hebrewMonthName(month),
              hebrewDate(preview.period.from),
              hebrewDate(preview.period.to),
            )}
          </p>
          <p className={styles.muted} data-testid="cycle-preview-today">
            {messages.cycle.today(hebrewMonthName(preview.todayMonth))}
          </p>
        </div>
      )}
      {failure && (
        <p role="alert" className={styles.error}>
          {messages.cycle.saveFailed}: {failure}
        </p>
      )}
    </section>
  );
}
