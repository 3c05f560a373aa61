import type { FormEvent, ReactNode } from 'react';
import { aiTexts as t } from '../../../ai-messages.js';
import * as styles from './ai.module.css';

/**
 * The question box as drawn: the field, the example questions, and under them what the last question got
 * (`children`). Drawn alike by the page and by its first paint, whose box is `painted`: it takes no input (what was
 * typed there would be lost when the page's own box replaces it).
 */
export function AskCard({
  question,
  onQuestion,
  onSubmit,
  onExample,
  asking = false,
  painted = false,
  children,
}: {
  question: string;
  onQuestion: (question: string) => void;
  onSubmit: (event: FormEvent) => void;
  onExample: (example: string) => void;
  asking?: boolean;
  painted?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby="ai-ask-title">
      <h2 id="ai-ask-title" className={styles.title}>
        {t.askTitle}
      </h2>
      <form className={styles.askForm} onSubmit={onSubmit} inert={painted || undefined}>
        <label htmlFor="ai-question" className={styles.label}>
          {t.askLabel}
        </label>
        <input
          id="ai-question"
          className={styles.input}
          value={question}
          maxLength={300}
          placeholder={t.askPlaceholder}
          onChange={(e) => onQuestion(e.target.value)}
          readOnly={painted || undefined}
        />
        <button type="submit" className={styles.primary} disabled={asking}>
          {t.askButton}
        </button>
      </form>
      <div className={styles.examples} inert={painted || undefined}>
        <p className={styles.muted}>{t.examplesTitle}</p>
        <ul className={styles.chips}>
          {t.examples.map((example) => (
            <li key={example}>
              <button type="button" className={styles.chip} onClick={() => onExample(example)}>
                {example}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div aria-live="polite">{children}</div>
    </section>
  );
}
