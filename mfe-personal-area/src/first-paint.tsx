// The page as its first render draws it, down to the billing-cycle preview (the sections below follow when the remote
// mounts, under what is painted): built into the remote's first-paint.json, which the server puts in
// `/personal-area`'s page so it is on screen before any JavaScript has run. The person's name, e-mail, photo and
// cycle are written in by first-paint-fill.ts; the stand-ins keep each line's height meanwhile.
import { DEFAULT_BILLING_CYCLE } from '@kaspit/domain';
import { BillingCycleForm } from './features/billing-cycle/components/billing-cycle-form.js';
import { cycleErrors, cyclePreview, formOfCycle } from './features/billing-cycle/logic/cycle-form.js';
import { ProfileView } from './features/profile/components/profile-view.js';
import * as styles from './features/shared/section.module.css';

const STAND_IN = '\u00a0';

export default function FirstPaint() {
  const values = formOfCycle(DEFAULT_BILLING_CYCLE);
  const month = '2026-01';
  return (
    <div className={styles.page}>
      <ProfileView user={{ displayName: STAND_IN, email: STAND_IN, photoURL: null }} firstPaint />
      <BillingCycleForm
        values={values}
        errors={cycleErrors(values)}
        preview={cyclePreview(values, month, '2026-01-15')}
        month={month}
        waiting={false}
        canSave={false}
        failure={null}
      />
    </div>
  );
}
