import { useState, type FormEvent } from 'react';
import { DEFAULT_BILLING_CYCLE, fromSelectedDate, todayIn, type BillingCyclePeriod } from '@kaspit/domain';
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
import { profileUrl, saveBillingCycle } from '../api/cycle-api.js';
import { cycleErrors, cyclePreview, formOfCycle, type CycleFormValues } from '../logic/cycle-form.js';
import { BillingCycleForm } from './billing-cycle-form.js';

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

  return (
    <BillingCycleForm
      values={values}
      errors={errors}
      preview={preview}
      month={month}
      waiting={Boolean(waiting)}
      canSave={Boolean(preview) && !unchanged && !saving}
      failure={failure}
      onChange={setValues}
      onSubmit={submit}
    />
  );
}
