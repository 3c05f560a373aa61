import { messages } from '../../../messages.js';
import * as styles from './budgets.module.css';

/**
 * What the page draws above the month's figures, needing no data: the billing period and the copy action with its
 * explanation. The page and its first paint (`src/first-paint.tsx`) both draw it, so they look the same.
 */
export function BudgetsIntro({
  period,
  copyDisabled,
  onCopy,
}: {
  period: string;
  copyDisabled: boolean;
  onCopy?: () => void;
}) {
  return (
    <>
      <p className={styles.muted} data-testid="budget-period">
        {period}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onCopy} disabled={copyDisabled}>
          {messages.copyLastMonth}
        </button>
        <p className={styles.hint}>{messages.copyLastMonthHint}</p>
      </div>
    </>
  );
}

/** The line standing where the month's figures will be. */
export const BudgetsLoading = () => <p aria-busy="true">{messages.loading}</p>;
