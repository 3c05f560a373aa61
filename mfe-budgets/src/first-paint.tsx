// The page as its first render draws it, before the month's figures: built into the remote's first-paint.json, which
// the server puts in `/budgets`'s page so it is on screen before any JavaScript has run. The period is the
// person's: first-paint-fill.ts writes it in; the line keeps its height meanwhile.
import { BudgetsIntro, BudgetsLoading } from './features/budgets/components/budgets-intro.js';
import * as styles from './features/budgets/components/budgets.module.css';

export default function FirstPaint() {
  return (
    <div className={styles.page}>
      <BudgetsIntro period={'\u00a0'} copyDisabled />
      <BudgetsLoading />
    </div>
  );
}
