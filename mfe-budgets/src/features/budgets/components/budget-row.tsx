import { formatShekels, type Agorot } from '@kaspit/domain';
import { messages } from '../../../messages.js';
import type { BudgetRowView } from '../hooks/use-budgets.js';
import { BudgetEditor } from './budget-editor.js';
import * as styles from './budgets.module.css';

interface Props {
  row: BudgetRowView;
  onSave: (category: string, amount: Agorot) => Promise<void>;
}

/** One category: its budget (editable), a bar of spent against budget, what is left and the month-end forecast. */
export function BudgetRow({ row, onSave }: Props) {
  const { category, spent, budget, state, percent, forecast, pending } = row;
  const forecastOver = budget !== null && forecast > budget && state !== 'over';
  return (
    <li
      className={`${styles.row} ${styles[state] ?? ''}`}
      data-testid="budget-row"
      data-category={category}
      data-state={state}
      data-spent-agorot={spent}
      data-pending={pending || undefined}
    >
      <div className={styles.rowHead}>
        <h2 className={styles.category}>{category}</h2>
        {pending && <span className={styles.pending}>{messages.pending}</span>}
        {row.editable ? (
          <BudgetEditor category={category} budget={budget} onSave={(amount) => onSave(category, amount)} />
        ) : (
          <span className={styles.muted}>{messages.notEditable}</span>
        )}
      </div>
      {budget !== null && (
        <div
          className={styles.track}
          role="progressbar"
          aria-label={messages.progressLabel(category)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(percent ?? 0, 100)}
          aria-valuetext={messages.percentUsed(percent ?? 0)}
        >
          <div className={styles.bar} style={{ inlineSize: `${Math.min(percent ?? 0, 100)}%` }} />
        </div>
      )}
      <dl className={styles.figures}>
        <div>
          <dt>{messages.spent}</dt>
          <dd>{formatShekels(spent)}</dd>
        </div>
        {budget !== null && (
          <div>
            <dt>{messages.remaining}</dt>
            <dd>{formatShekels(budget - spent)}</dd>
          </div>
        )}
        <div>
          <dt>{messages.forecast}</dt>
          <dd>{formatShekels(forecast)}</dd>
        </div>
      </dl>
      {state !== 'none' && state !== 'ok' && (
        <p className={styles.status} role="status">
          {messages.states[state]} · {messages.percentUsed(percent ?? 0)}
        </p>
      )}
      {forecastOver && <p className={styles.forecastOver}>{messages.forecastOver}</p>}
    </li>
  );
}
