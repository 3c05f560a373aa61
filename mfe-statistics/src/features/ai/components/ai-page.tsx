import { LoadFailed } from '@kaspit/shared-auth';
import { aiTexts as t } from '../../../ai-messages.js';
import { useInsights } from '../hooks/use-insights.js';
import { AiOffer } from './ai-offer.js';
import { AiPageFrame, InsightsLoading } from './ai-page-frame.js';
import { AskBox } from './ask-box.js';
import { InsightList } from './insight-list.js';
import * as styles from './ai.module.css';

/** `/ai`: insights and questions for subscribers; what the subscription offers for everyone else. */
export function AiPage() {
  const { userId, month, status, report, reload } = useInsights();
  if (!userId) return null;
  if (status === 'not-subscribed') return <AiOffer />;
  return (
    <AiPageFrame month={month}>
      {status === 'loading' && <InsightsLoading />}
      {status === 'error' && (
        <LoadFailed onRetry={reload} message={t.loadFailed} buttonClassName={styles.secondary} />
      )}
      {report && <InsightList report={report} />}
      {status !== 'error' && <AskBox userId={userId} month={month} />}
    </AiPageFrame>
  );
}
