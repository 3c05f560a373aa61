import { useMemo } from 'react';
import { LoadFailed } from '@kaspit/shared-auth';
import { statisticsTexts as t } from '../../../messages.js';
import { useStatistics } from '../hooks/use-statistics.js';
import { chartSpecs } from '../logic/chart-specs.js';
import { ChartCard } from './chart-card.js';
import { StatisticsTotals } from './statistics-totals.js';
import * as styles from './statistics.module.css';

/** `/statistics`: the selected billing month's totals and charts, and the 12-month trend. */
export function StatisticsPage() {
  const { signedIn, status, data, month, reload } = useStatistics();
  const specs = useMemo(() => (data ? chartSpecs(data) : []), [data]);
  if (!signedIn) return <p className={styles.muted}>{t.signedOut}</p>;
  if (status === 'error')
    return <LoadFailed onRetry={reload} className={styles.page} buttonClassName={styles.button} />;
  if (!data) return <p className={styles.muted}>{t.loading}</p>;
  return (
    <div className={styles.page} data-testid="statistics" data-month={month}>
      <StatisticsTotals data={data} />
      {data.totals.outcomes === 0 && data.totals.recurring === 0 && <p className={styles.muted}>{t.empty}</p>}
      <div className={styles.grid}>
        {specs.map((spec) => (
          <ChartCard key={spec.id} spec={spec} />
        ))}
      </div>
    </div>
  );
}
