import { useState } from 'react';
import { fromSelectedDate, hebrewMonthName } from '@kaspit/domain';
import { useSelectedDate } from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';
import * as styles from '../../shared/section.module.css';
import { useBalances, type SaveState } from '../hooks/use-balances.js';
import { isAmbiguousBalance, parseBalance } from '../logic/balance-input.js';

function BalanceInput({
  month,
  initial,
  state,
  onChange,
}: {
  month: string;
  initial: number | null;
  state?: SaveState;
  onChange: (amount: number) => void;
}) {
  const [text, setText] = useState(initial === null ? '' : String(initial));
  const invalid = text.trim() !== '' && parseBalance(text) === null;
  return (
    <li className={styles.listItem} data-testid="balance-row" data-month={month}>
      <span>{hebrewMonthName(month)}</span>
      <label className={styles.field}>
        <input
          inputMode="decimal"
          dir="ltr"
          value={text}
          aria-label={messages.balance.amountLabel(hebrewMonthName(month))}
          aria-invalid={invalid}
          onChange={(e) => {
            setText(e.target.value);
            const amount = parseBalance(e.target.value);
            if (amount !== null) onChange(amount);
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
              : ''}
      </span>
    </li>
  );
}

/** Bank balance per billing month (spec: initialise, update debounced 100 ms, list). */
export function BankBalanceSection() {
  const month = fromSelectedDate(useSelectedDate());
  const { entries, error, saveStates, change, initialise } = useBalances();
  const hasSelected = entries?.some((e) => e.month === month) ?? false;

  return (
    <section className={styles.section} aria-labelledby="pa-balance">
      <h2 id="pa-balance">{messages.balance.title}</h2>
      <p className={styles.muted}>{messages.balance.explain}</p>
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
      {entries === null ? (
        <p aria-busy="true">{messages.balance.loading}</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((e) => (
            <BalanceInput
              key={e.month}
              month={e.month}
              initial={e.amount}
              state={saveStates[e.month]}
              onChange={(amount) => change(e.month, amount)}
            />
          ))}
          {!hasSelected && (
            <BalanceInput
              key={month}
              month={month}
              initial={null}
              state={saveStates[month]}
              onChange={(amount) => change(month, amount)}
            />
          )}
        </ul>
      )}
    </section>
  );
}
