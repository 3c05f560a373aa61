import { useState } from 'react';
import { showToast } from '@kaspit/shared-auth';
import { aiTexts as t } from '../../../ai-messages.js';
import { createRecurring, type Insight, type InsightsReport, type Suggestion } from '../api/ai-api.js';
import { insightKey, insightText } from '../logic/insight-text.js';
import * as styles from './ai.module.css';

function MakeRecurring({ suggestion }: { suggestion: Suggestion }) {
  const [state, setState] = useState<'idle' | 'saving' | 'done'>('idle');
  const save = async () => {
    setState('saving');
    try {
      await createRecurring(suggestion);
      setState('done');
      showToast(t.madeRecurring, 'success');
    } catch {
      setState('idle');
      showToast(t.makeRecurringFailed, 'error');
    }
  };
  if (state === 'done') return <p className={styles.muted}>{t.madeRecurring}</p>;
  return (
    <button type="button" className={styles.secondary} onClick={save} disabled={state === 'saving'}>
      {t.makeRecurring}
    </button>
  );
}

function InsightItem({ insight }: { insight: Insight }) {
  const { text, detail } = insightText(insight);
  return (
    <li
      className={styles.insight}
      data-severity={insight.severity}
      data-testid={`insight-${insightKey(insight)}`}
      data-kind={insight.kind}
    >
      <span className={styles.badge}>{t.severity[insight.severity]}</span>
      <p className={styles.insightText}>{text}</p>
      {detail && <p className={styles.muted}>{detail}</p>}
      {insight.kind === 'possibleSubscription' && <MakeRecurring suggestion={insight.suggestion} />}
    </li>
  );
}

/** The month's insights, most pressing first (the API's order). */
export function InsightList({ report }: { report: InsightsReport }) {
  const state = t.forecastState;
  const note =
    report.forecastState === 'running'
      ? state.running(report.daysElapsed, report.totalDays)
      : state[report.forecastState];
  return (
    <section className={styles.card} aria-labelledby="ai-insights-title">
      <h2 id="ai-insights-title" className={styles.title}>
        {t.insightsTitle}
      </h2>
      <p className={styles.muted}>{note}</p>
      {report.insights.length === 0 ? (
        <p>{t.noInsights}</p>
      ) : (
        <ul className={styles.insights} data-testid="ai-insights">
          {report.insights.map((insight) => (
            <InsightItem key={insightKey(insight)} insight={insight} />
          ))}
        </ul>
      )}
    </section>
  );
}
