import type { MouseEvent } from 'react';
import { aiTexts as t } from '../../../ai-messages.js';
import * as styles from './ai.module.css';

/** The shell routes on history changes (single-spa and its router both listen), so no full page load is needed. */
function goTo(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  window.history.pushState(null, '', event.currentTarget.getAttribute('href'));
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** What the subscription offers, for users who have not turned it on. */
export function AiOffer() {
  return (
    <section className={styles.card} data-testid="ai-offer" aria-labelledby="ai-offer-title">
      <h2 id="ai-offer-title" className={styles.title}>
        {t.offerTitle}
      </h2>
      <p>{t.offerIntro}</p>
      <ul className={styles.offerList}>
        {t.offerItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <a href="/personal-area" className={styles.link} onClick={goTo}>
        {t.offerLink}
      </a>
    </section>
  );
}
