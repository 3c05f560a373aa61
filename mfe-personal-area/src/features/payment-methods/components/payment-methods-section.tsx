import { useEffect, useState, type FormEvent } from 'react';
import {
  ApiRequestError,
  messages as shared,
  showToast,
  updateLocalUser,
  usePendingWritesTo,
  useSession,
} from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';
import { PendingMark } from '../../shared/pending-mark.js';
import * as styles from '../../shared/section.module.css';
import { addPaymentMethod, paymentMethodsUrl, removePaymentMethod } from '../api/payment-methods-api.js';
import { withPendingMethods } from '../logic/pending-methods.js';

/** How long the undo offer stays after a removal (as in data management and the ledger). */
export const UNDO_MS = 6000;

const nameKey = (name: string) => name.normalize('NFC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);

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
  const waiting = usePendingWritesTo(paymentMethodsUrl(user?.id ?? ''));
  if (!user) return null;
  const methods = withPendingMethods(
    (user.paymentMethods ?? []).map((m) => m.paymentMethodName),
    waiting,
  );
  /** The stored user when the API has the change; when it waits on the device, says so. */
  const apply = (reply: Awaited<ReturnType<typeof addPaymentMethod>>, done: () => void) => {
    if (reply === 'kept') showToast(shared.savedOnDevice, 'warning', 5000);
    else {
      updateLocalUser(reply);
      done();
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > 60) return setError(messages.paymentMethods.invalid);
    // Said at once, also offline (the API refuses it too: names differ by more than case or spacing).
    if (methods.some((m) => sameName(m.name, trimmed))) return setError(messages.paymentMethods.duplicate);
    setError(null);
    try {
      apply(await addPaymentMethod(user.id, trimmed), () =>
        showToast(messages.paymentMethods.added, 'success', 3000),
      );
      setName('');
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
      const reply = await removePaymentMethod(user.id, methodName);
      if (reply !== 'kept') updateLocalUser(reply);
      // Removed or waiting to be: the undo is offered either way (it is sent after the removal, in order).
      setRemoved(methodName);
    } catch {
      showToast(messages.paymentMethods.failed, 'error', 3000);
    }
  };

  const undoRemove = async (methodName: string) => {
    setRemoved(null);
    try {
      apply(await addPaymentMethod(user.id, methodName), () =>
        showToast(messages.paymentMethods.restored, 'success', 3000),
      );
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
            <li
              key={m.name}
              className={styles.listItem}
              data-testid="payment-method"
              data-pending={m.pending || undefined}
            >
              <span>
                {m.name}
                <PendingMark when={m.pending} />
              </span>
              <button
                type="button"
                onClick={() => void remove(m.name)}
                aria-label={messages.paymentMethods.remove(m.name)}
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
