import { statisticsTexts as t } from '../../../messages.js';
import { addShekels, formatDay, formatMoney } from '../../../shared/format.js';
import type { Statistics } from '../api/statistics-api.js';
import * as styles from './statistics.module.css';

/** The month's headline figures; the test ids let browser tests read each one. */
export function StatisticsTotals({ data }: { data: Statistics }) {
  const { totals } = data;
  const expenses = addShekels([totals.outcomes, totals.recurring]);
  const items: [string, string, number, string?][] = [
    ['expenses', t.totals.expenses, expenses],
    ['outcomes', t.totals.outcomes, totals.outcomes],
    ['recurring', t.totals.recurring, totals.recurring],
    ['incomes', t.totals.incomes, totals.incomes],
    ['net', t.totals.net, totals.net, totals.net < 0 ? 'negative' : 'positive'],
    ['discounts-saved', t.totals.discountsSaved, totals.discountsSaved],
  ];
  return (
    <section className={styles.summary} aria-labelledby="statistics-summary">
      <h2 id="statistics-summary" className={styles.sectionTitle}>
        {t.summary}
      </h2>
      <p className={styles.muted}>{t.period(formatDay(data.period.from), formatDay(data.period.to))}</p>
      <dl className={styles.totals}>
        {items.map(([id, label, value, tone]) => (
          <div key={id} className={styles.total} data-tone={tone}>
            <dt>{label}</dt>
            <dd data-testid={`total-${id}`} data-value={value}>
              {formatMoney(value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
