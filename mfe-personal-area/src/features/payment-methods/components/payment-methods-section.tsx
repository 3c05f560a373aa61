import { useEffect, useState, type FormEvent } from 'react';
import { ApiRequestError, showToast, updateLocalUser, useSession } from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';
import * as styles from '../../shared/section.module.css';
import { addPaymentMethod, removePaymentMethod } from '../api/payment-methods-api.js';

/** How long the undo offer stays after a removal (as in data management and the ledger). */
export const UNDO_MS = 6000;

/** The user's payment methods: listed from the session's user, added and removed (with an undo) through the API. */
export function PaymentMethodsSection() {
  const { user } = useSession();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  useEffect(() => {
    if (!removed) return;
    const timer = setTimeout(() => setRemoved(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [removed]);
  if (!user) return null;
  const methods = (user.paymentMethods as { paymentMethodName: string }[] | undefined) ?? [];

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > 60) return setError(messages.paymentMethods.invalid);
    setError(null);
    try {
      updateLocalUser(await addPaymentMethod(user.id, trimmed));
      setName('');
      showToast(messages.paymentMethods.added, 'success', 3000);
    } catch (e) {
      setError(
        e instanceof ApiRequestError && e.status === 409
          ? messages.paymentMethods.duplicate
          : messages.paymentMethods.failed,
      );
    }
  };

  const remove = async (methodName: string) => {
    try {
      updateLocalUser(await removePaymentMethod(user.id, methodName));
      setRemoved(methodName);
    } catch {
      showToast(messages.paymentMethods.failed, 'error', 3000);
    }
  };

  const undoRemove = async (methodName: string) => {
    setRemoved(null);
    try {
      updateLocalUser(await addPaymentMethod(user.id, methodName));
      showToast(messages.paymentMethods.restored, 'success', 3000);
    } catch {
      showToast(messages.paymentMethods.failed, 'error', 3000);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="pa-methods">
      <h2 id="pa-methods">{messages.paymentMethods.title}</h2>
      {methods.length === 0 ? (
        <p className={styles.muted}>{messages.paymentMethods.empty}</p>
      ) : (
        <ul className={styles.list}>
          {methods.map((m) => (
            <li key={m.paymentMethodName} className={styles.listItem}>
              <span>{m.paymentMethodName}</span>
              <button
                type="button"
                onClick={() => void remove(m.paymentMethodName)}
                aria-label={messages.paymentMethods.remove(m.paymentMethodName)}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      {removed && (
        <div className={styles.row} role="status" data-testid="undo-bar">
          <span>{messages.paymentMethods.removedBar(removed)}</span>
          <button type="button" onClick={() => void undoRemove(removed)}>
            {messages.paymentMethods.undo}
          </button>
        </div>
      )}
      <form className={styles.row} onSubmit={add} noValidate>
        <label className={styles.field}>
          <span>{messages.paymentMethods.newLabel}</span>
          <input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit">{messages.paymentMethods.add}</button>
      </form>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
}
