import { useState } from 'react';
import { fromSelectedDate, hebrewMonthName } from '@kaspit/domain';
import { LoadFailed, useSelectedDate } from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';
import * as styles from '../../shared/section.module.css';
import { useBalances, type SaveState } from '../hooks/use-balances.js';
import { editableBalance, isAmbiguousBalance, parseBalance, showBalance } from '../logic/balance-input.js';

/**
 * One month's balance. While the field is being edited it holds what is typed; at rest it shows the amount this
 * field last sent (else the saved one) with thousands grouped, so a reply that arrives late (the month's opening,
 * answered after the person typed) never replaces what they entered.
 */
function BalanceInput({
  month,
  saved,
  state,
  onChange,
}: {
  month: string;
  saved: number | null;
  state?: SaveState;
  onChange: (amount: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const atRest = sent ?? saved;
  const text = draft ?? (atRest === null ? '' : showBalance(atRest));
  const invalid = text.trim() !== '' && parseBalance(text) === null;
  return (
    <li
      className={styles.listItem}
      data-testid="balance-row"
      data-month={month}
      data-pending={state === 'kept' || undefined}
    >
      <span>{hebrewMonthName(month)}</span>
      <label className={styles.field}>
        <input
          inputMode="decimal"
          dir="ltr"
          value={text}
          aria-label={messages.balance.amountLabel(hebrewMonthName(month))}
          aria-invalid={invalid}
          onFocus={() => setDraft(atRest === null ? '' : editableBalance(atRest))}
          onBlur={() => !invalid && setDraft(null)}
          onChange={(e) => {
            setDraft(e.target.value);
            const amount = parseBalance(e.target.value);
            if (amount === null) return;
            setSent(amount);
            onChange(amount);
          }}
        />
      </label>
      <span className={styles.muted} aria-live="polite">
        {invalid
          ? isAmbiguousBalance(text)
            ? messages.balance.ambiguous
            : messages.balance.invalid
          : state === 'saving'
            ? messages.balance.saving
            : state === 'saved'
              ? messages.balance.saved
              : state === 'kept'
                ? messages.pending
                : ''}
      </span>
    </li>
  );
}

/** Bank balance per billing month (initialise, update debounced 100 ms, list). */
export function BankBalanceSection() {
  const month = fromSelectedDate(useSelectedDate());
  const { entries, readFailed, retry, error, saveStates, waiting, change, initialise } = useBalances();
  // One list keyed by month, so the selected month's row stays the same field when its entry arrives. An amount
  // that waits on the device is the one shown.
  const rows = entries && [
    ...entries.map((e) => ({ month: e.month, saved: (waiting.get(e.month) ?? e.amount) as number | null })),
    ...(entries.some((e) => e.month === month) ? [] : [{ month, saved: waiting.get(month) ?? null }]),
  ];

  return (
    <section className={styles.section} aria-labelledby="pa-balance">
      <h2 id="pa-balance">{messages.balance.title}</h2>
      <p className={styles.muted}>{messages.balance.explain}</p>
      {readFailed && <LoadFailed onRetry={retry} className={styles.error} testId="balance-load-failed" />}
      {error && (
        <p role="alert" className={styles.error}>
          {messages.balance.failure}: {error}
        </p>
      )}
      <div className={styles.row}>
        <button type="button" onClick={() => void initialise()}>
          {messages.balance.initialise}
        </button>
      </div>
      {rows === null ? (
        <p aria-busy="true">{messages.balance.loading}</p>
      ) : (
        <ul className={styles.list} data-testid="balance-list">
          {rows.map((row) => (
            <BalanceInput
              key={row.month}
              month={row.month}
              saved={row.saved}
              state={saveStates[row.month]}
              onChange={(amount) => change(row.month, amount)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
