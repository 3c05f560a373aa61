import { useState } from 'react';
import { hebrewDate, toAgorot, type Agorot } from '@kaspit/domain';
import { LoadFailed, messages as shared, showToast } from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';
import { useBudgets } from '../hooks/use-budgets.js';
import { budgetsFromLastMonth } from '../logic/budget-rows.js';
import { BudgetRow } from './budget-row.js';
import { BudgetsIntro, BudgetsLoading } from './budgets-intro.js';
import { BudgetsTotals } from './budgets-totals.js';
import * as styles from './budgets.module.css';

/** `/budgets`: the selected billing month's budget per category. */
export function BudgetsPage() {
  const budgets = useBudgets();
  const [copying, setCopying] = useState(false);

  if (!budgets.signedIn) return <p>{messages.signedOut}</p>;
  if (budgets.status === 'error')
    return <LoadFailed onRetry={budgets.reload} buttonClassName={styles.secondary} testId="budgets-failed" />;
  const { view, period } = budgets;

  const save = async (category: string, amount: Agorot) => {
    if ((await budgets.setBudget(category, amount)) === 'kept')
      showToast(shared.savedOnDevice, 'warning', 5000);
    else showToast(messages.saved, 'success', 3000);
  };

  const copyLastMonth = async () => {
    const planned = budgetsFromLastMonth(budgets.categories, budgets.lastMonthStats);
    if (planned.length === 0) {
      showToast(messages.copyNothing, 'warning', 3000);
      return;
    }
    setCopying(true);
    try {
      // One at a time: each PATCH rewrites the categories list, so parallel ones would race on the server.
      let kept = false;
      for (const { categoryName, budgetAmount } of planned) {
        if ((await budgets.setBudget(categoryName, toAgorot(budgetAmount))) === 'kept') kept = true;
      }
      if (kept) showToast(shared.savedOnDevice, 'warning', 5000);
      else showToast(messages.copied(planned.length), 'success', 3000);
    } catch {
      showToast(messages.saveFailed, 'error', 3000);
    } finally {
      setCopying(false);
    }
  };

  // The period and the copy action's explanation need no data: they are drawn at once, above what waits for it, so
  // the page's largest text paints with the page and nothing moves when the month's figures arrive.
  return (
    <div className={styles.page} data-month={budgets.month}>
      <BudgetsIntro
        period={messages.period(hebrewDate(period.from), hebrewDate(period.to))}
        copyDisabled={copying || !view}
        onCopy={copyLastMonth}
      />
      {!view ? (
        <BudgetsLoading />
      ) : (
        <>
          <BudgetsTotals totals={view.totals} />
          {view.rows.length === 0 ? (
            <p>{messages.empty}</p>
          ) : (
            <ul className={styles.rows}>
              {view.rows.map((row) => (
                <BudgetRow key={row.category} row={row} onSave={save} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
