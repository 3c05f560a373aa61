import { formatShekels } from '@kaspit/domain';
import { messages } from '../../../messages.js';
import type { BudgetsView } from '../hooks/use-budgets.js';
import * as styles from './budgets.module.css';

/** The month at a glance: budgets, spending, what is left and the forecast. */
export function BudgetsTotals({ totals }: { totals: BudgetsView['totals'] }) {
  const items = [
    [messages.totalBudget, totals.budget],
    [messages.totalSpent, totals.spent],
    [messages.totalRemaining, totals.remaining],
    [messages.totalForecast, totals.forecast],
  ] as const;
  return (
    <section className={styles.totals} aria-label={messages.totals} data-testid="budget-totals">
      <dl className={styles.totalsList}>
        {items.map(([label, value]) => (
          <div key={label} className={styles.total}>
            <dt>{label}</dt>
            <dd className={label === messages.totalRemaining && value < 0 ? styles.negative : undefined}>
              {formatShekels(value)}
            </dd>
          </div>
        ))}
      </dl>
      {totals.outsideBudget > 0 && (
        <p className={styles.muted}>
          {messages.spentOutsideBudget}: {formatShekels(totals.outsideBudget)}
        </p>
      )}
    </section>
  );
}
