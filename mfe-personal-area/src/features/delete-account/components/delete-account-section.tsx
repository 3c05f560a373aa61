import { useState, type FormEvent } from 'react';
import { navigate, signOut, useSession } from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';
import * as styles from '../../shared/section.module.css';
import { deleteAccount } from '../api/delete-account-api.js';
import { isDeletionConfirmed } from '../logic/confirm.js';

/** Typed confirmation, then `DELETE /users/:id`, the sign-out flow and `/`. */
export function DeleteAccountSection() {
  const { user } = useSession();
  const [typed, setTyped] = useState('');
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!user) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isDeletionConfirmed(typed)) return;
    setWorking(true);
    setFailed(false);
    try {
      await deleteAccount(user.id);
    } catch {
      setFailed(true);
      setWorking(false);
      return;
    }
    // signOut clears the stored session and says so; it resolves either way, and the person ends on `/`, where
    // the welcome page says, for as long as they stay, that the account and its data are gone.
    await signOut();
    navigate('/?account=deleted');
  };

  return (
    <section className={`${styles.section} ${styles.dangerZone}`} aria-labelledby="pa-delete">
      <h2 id="pa-delete">{messages.deleteAccount.title}</h2>
      <p className={styles.muted}>{messages.deleteAccount.explain}</p>
      <form className={styles.row} onSubmit={submit} noValidate>
        <label className={styles.field}>
          <span>{messages.deleteAccount.confirmLabel}</span>
          <input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        </label>
        <button type="submit" className={styles.danger} disabled={!isDeletionConfirmed(typed) || working}>
          {working ? messages.deleteAccount.working : messages.deleteAccount.button}
        </button>
      </form>
      {failed && (
        <p role="alert" className={styles.error}>
          {messages.deleteAccount.failed}
        </p>
      )}
    </section>
  );
}
