import { useState, type FormEvent } from 'react';
import {
  DEFAULT_BILLING_CYCLE,
  fromSelectedDate,
  hebrewDate,
  hebrewMonthName,
  todayIn,
  type BillingCyclePeriod,
} from '@kaspit/domain';
import {
  loadUserData,
  messages as shared,
  showToast,
  updateLocalUser,
  usePendingWritesTo,
  useSelectedDate,
  useSession,
} from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';
import { PendingMark } from '../../shared/pending-mark.js';
import * as styles from '../../shared/section.module.css';
import { profileUrl, saveBillingCycle } from '../api/cycle-api.js';
import {
  cycleErrors,
  cyclePreview,
  formOfCycle,
  withStartDay,
  type CycleFormValues,
} from '../logic/cycle-form.js';

/** When the user's month starts, with a live preview of the period it gives and the domain's validation. */
export function BillingCycleSection() {
  const { user } = useSession();
  const month = fromSelectedDate(useSelectedDate());
  // A change that waits on the device is the cycle the person chose: the form starts from it, marked.
  const waiting = (
    usePendingWritesTo(profileUrl(user?.id ?? '')).at(-1)?.data as
      { billingCyclePeriod?: BillingCyclePeriod } | undefined
  )?.billingCyclePeriod;
  const stored = waiting ?? user?.billingCyclePeriod ?? DEFAULT_BILLING_CYCLE;
  const [values, setValues] = useState<CycleFormValues>(() => formOfCycle(stored));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = cycleErrors(values);
  const preview = cyclePreview(values, month, todayIn());
  const unchanged =
    preview !== null &&
    preview.cycle.startDay === stored.startDay &&
    preview.cycle.endDay === stored.endDay &&
    preview.cycle.endMonth === stored.endMonth;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user || !preview) return;
    setSaving(true);
    setFailure(null);
    try {
      const saved = await saveBillingCycle(user.id, preview.cycle);
      if (saved === 'kept') {
        showToast(shared.savedOnDevice, 'warning', 5000);
        return;
      }
      // The session's user carries the cycle; every area (and the selected month) follows it from there.
      updateLocalUser(saved);
      void loadUserData({ pathname: window.location.pathname, force: true });
      showToast(messages.cycle.saved, 'success', 3000);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const error = (field: keyof typeof errors) =>
    errors[field] && (
      <span className={styles.error} id={`pa-cycle-${field}-error`}>
        {errors[field]}
      </span>
    );

  return (
    <section
      className={styles.section}
      aria-labelledby="pa-cycle"
      data-pending={Boolean(waiting) || undefined}
    >
      <h2 id="pa-cycle">
        {messages.cycle.title}
        <PendingMark when={Boolean(waiting)} />
      </h2>
      <p className={styles.muted}>{messages.cycle.explain}</p>
      <form className={styles.row} onSubmit={submit} noValidate>
        <label className={styles.field}>
          <span>{messages.cycle.startDay}</span>
          <input
            className={styles.narrow}
            type="number"
            min={1}
            max={31}
            value={values.startDay}
            onChange={(e) => setValues((v) => withStartDay(v, e.target.value))}
            aria-invalid={Boolean(errors.startDay)}
            aria-describedby={errors.startDay ? 'pa-cycle-startDay-error' : undefined}
          />
          {error('startDay')}
        </label>
        <label className={styles.field}>
          <span>{messages.cycle.endDay}</span>
          <input
            className={styles.narrow}
            type="number"
            min={1}
            max={31}
            value={values.endDay}
            onChange={(e) => setValues((v) => ({ ...v, endDay: e.target.value }))}
            aria-invalid={Boolean(errors.endDay)}
            aria-describedby={errors.endDay ? 'pa-cycle-endDay-error' : undefined}
          />
          {error('endDay')}
        </label>
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
        <button type="submit" className={styles.primary} disabled={!preview || unchanged || saving}>
          {messages.save}
        </button>
      </form>
      {preview && (
        <div aria-live="polite" data-testid="cycle-preview">
          <p className={styles.preview}>
            {messages.cycle.preview(
              hebrewMonthName(month),
              hebrewDate(preview.period.from),
              hebrewDate(preview.period.to),
            )}
          </p>
          <p className={styles.muted}>{messages.cycle.today(hebrewMonthName(preview.todayMonth))}</p>
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
