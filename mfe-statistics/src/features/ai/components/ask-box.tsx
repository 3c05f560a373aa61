import { useState, type FormEvent } from 'react';
import { aiTexts as t } from '../../../ai-messages.js';
import { formatDay, formatMoney, formatMonthLabel } from '../../../shared/format.js';
import type { Answer } from '../api/ai-api.js';
import { useAsk } from '../hooks/use-ask.js';
import { AskCard } from './ask-card.js';
import * as styles from './ai.module.css';

function AnswerView({ answer, cached }: { answer: Answer; cached: boolean }) {
  return (
    <div className={styles.answer} data-testid="ai-answer" data-understood={String(answer.understood)}>
      <p className={styles.answerText} data-testid="ai-answer-text">
        {answer.text}
      </p>
      {cached && <p className={styles.muted}>{t.cached}</p>}
      {!answer.understood && (
        <ul className={styles.examplesInline}>
          {answer.examples.map((example) => (
            <li key={example}>{example}</li>
          ))}
        </ul>
      )}
      {answer.understood && answer.records.length > 0 && (
        <table className={styles.records} data-testid="ai-answer-records">
          <caption>{t.recordsTitle}</caption>
          <tbody>
            {answer.records.map((r, i) => (
              <tr key={`${r.id}-${r.month}-${i}`}>
                <th scope="row">{r.description}</th>
                <td>{r.date ? formatDay(r.date) : t.recurringMonth(formatMonthLabel(r.month))}</td>
                <td>{r.category}</td>
                <td className={styles.amount}>{formatMoney(r.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** A question box with example questions; answers come with the records behind them. */
export function AskBox({ userId, month }: { userId: string | undefined; month: string }) {
  const [question, setQuestion] = useState('');
  const { state, ask } = useAsk(userId, month);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask(question);
  };
  const askExample = (example: string) => {
    setQuestion(example);
    void ask(example);
  };
  return (
    <AskCard
      question={question}
      onQuestion={setQuestion}
      onSubmit={submit}
      onExample={askExample}
      asking={state.status === 'asking'}
    >
      {state.status === 'asking' && <p className={styles.muted}>{t.asking}</p>}
      {state.status === 'error' && <p role="alert">{t.askFailed}</p>}
      {state.status === 'answered' && <AnswerView answer={state.answer} cached={state.cached} />}
    </AskCard>
  );
}
