import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { formatShekels, fromAgorot, type Agorot } from '@kaspit/domain';
import { messages } from '../../../messages.js';
import { isAmbiguousAmount, parseBudgetInput } from '../logic/amount-input.js';
import * as styles from './budgets.module.css';

interface Props {
  category: string;
  budget: Agorot | null;
  onSave: (amount: Agorot) => Promise<void>;
}

/** The budget amount, edited in place: click, type, Enter (or save) to store, Escape to leave it. */
export function BudgetEditor({ category, budget, onSave }: Props) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const start = () => {
    setText(budget ? String(fromAgorot(budget)) : '');
    setError(null);
    setEditing(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = parseBudgetInput(text);
    if (amount === null) {
      setError(isAmbiguousAmount(text) ? messages.ambiguousAmount : messages.invalidAmount);
      return;
    }
    setSaving(true);
    try {
      await onSave(amount);
      setEditing(false);
    } catch {
      setError(messages.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setEditing(false);
  };

  if (!editing) {
    return (
      <button
        type="button"
        className={styles.budgetButton}
        onClick={start}
        // The name starts with what the button shows (speech input finds it by its visible words).
        aria-label={`${budget ? formatShekels(budget) : messages.setBudget} · ${messages.editBudget(category)}`}
      >
        {budget ? formatShekels(budget) : messages.setBudget}
      </button>
    );
  }
  return (
    <form className={styles.editor} onSubmit={submit} onKeyDown={onKeyDown}>
      <input
        className={styles.input}
        inputMode="decimal"
        dir="ltr"
        autoFocus
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-label={messages.budgetInput(category)}
        aria-invalid={error !== null}
      />
      <button type="submit" className={styles.primary} disabled={saving}>
        {messages.save}
      </button>
      <button type="button" className={styles.secondary} onClick={() => setEditing(false)}>
        {messages.cancel}
      </button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}
