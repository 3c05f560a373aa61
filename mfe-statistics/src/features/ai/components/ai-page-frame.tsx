import type { ReactNode } from 'react';
import { aiTexts as t } from '../../../ai-messages.js';
import * as styles from './ai.module.css';

/** A subscriber's page, around its insights and question box: drawn alike by the page and its first paint. */
export function AiPageFrame({ month, children }: { month: string; children: ReactNode }) {
  return (
    <div className={styles.page} data-testid="ai-page" data-month={month}>
      {children}
    </div>
  );
}

/** Where the insights come while they are worked out. */
export const InsightsLoading = () => <p className={styles.muted}>{t.loading}</p>;
