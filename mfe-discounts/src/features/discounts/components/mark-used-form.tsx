import { useState, type FormEvent } from 'react';
import { isValidDate, todayIn } from '@kaspit/domain';
import { messages } from '../../../messages.js';
import { isAmbiguousShekels, parseShekels, suggestedSaving } from '../logic/discount-form.js';
import type { Discount } from '../logic/discount-status.js';
import * as styles from './discounts.module.css';

interface Props {
  discount: Discount;
  onSubmit: (use: { usedAt: string; savedAmount?: number }) => Promise<void>;
  onCancel: () => void;
}

/** Marks a discount used on a day (today unless changed), with what it saved (optional). */
export function MarkUsedForm({ discount, onSubmit, onCancel }: Props) {
  const [usedAt, setUsedAt] = useState(todayIn());
  const [saved, setSaved] = useState(suggestedSaving(discount));
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const savedAmount = saved.trim() ? parseShekels(saved) : undefined;
    if (savedAmount === null)
      return setError(isAmbiguousShekels(saved) ? messages.errors.ambiguous : messages.errors.savedAmount);
    if (!isValidDate(usedAt)) return setError(messages.errors.date);
    setError(null);
    try {
      await onSubmit({ usedAt, ...(savedAmount !== undefined ? { savedAmount } : {}) });
    } catch {
      setError(messages.saveFailed);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      aria-label={messages.markUsedLabel(discount.title)}
      noValidate
    >
      <label className={styles.field}>
        <span>{messages.fields.savedAmount}</span>
        <input inputMode="decimal" dir="ltr" value={saved} onChange={(e) => setSaved(e.target.value)} />
      </label>
      <label className={styles.field}>
        <span>{messages.fields.usedAt}</span>
        <input type="date" value={usedAt} onChange={(e) => setUsedAt(e.target.value)} />
      </label>
      {error && (
        <p role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary}>
          {messages.markUsed}
        </button>
        <button type="button" onClick={onCancel}>
          {messages.cancel}
        </button>
      </div>
    </form>
  );
}
