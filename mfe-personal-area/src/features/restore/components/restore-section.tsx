import { useState, type ChangeEvent } from 'react';
import { ApiRequestError, showToast, updateLocalUser, useSession } from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';
import * as styles from '../../shared/section.module.css';
import { restoreBackup } from '../api/restore-api.js';
import { describeProblems, restoreSummary } from '../logic/restore-texts.js';

const texts = messages.restore;

type Outcome = { kind: 'done'; lines: string[] } | { kind: 'error'; message: string; problems: string[] };

function failure(error: unknown): Outcome {
  if (error instanceof ApiRequestError && error.status === 400) {
    const errors = (error.data as { data?: { errors?: { path: string }[] } } | undefined)?.data?.errors ?? [];
    return { kind: 'error', message: texts.invalid, problems: describeProblems(errors) };
  }
  if (error instanceof ApiRequestError && error.status === 413) {
    return { kind: 'error', message: texts.tooLarge, problems: [] };
  }
  return { kind: 'error', message: texts.failed, problems: [] };
}

/** "Restore from a Kaspit backup": the JSON export read back into this account, adding what it lacks. */
export function RestoreSection() {
  const { user } = useSession();
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (!user) return null;

  const restore = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setOutcome(null);
    let backup: unknown;
    try {
      backup = JSON.parse(await file.text());
    } catch {
      input.value = '';
      return setOutcome({ kind: 'error', message: texts.notJson, problems: [] });
    }
    setWorking(true);
    try {
      const result = await restoreBackup(backup);
      updateLocalUser(result.userData);
      setOutcome({ kind: 'done', lines: restoreSummary(result) });
      showToast(texts.done, 'success', 3000);
    } catch (error) {
      setOutcome(failure(error));
    } finally {
      setWorking(false);
      input.value = '';
    }
  };

  return (
    <section className={styles.section} aria-labelledby="pa-restore" data-testid="restore-section">
      <h2 id="pa-restore">{texts.title}</h2>
      <p className={styles.muted}>{texts.explain}</p>
      <label className={styles.field}>
        {working ? texts.working : texts.choose}
        <input
          type="file"
          accept=".json,application/json"
          onChange={(e) => void restore(e)}
          disabled={working}
        />
      </label>
      <div role="status" data-testid="restore-outcome">
        {outcome?.kind === 'done' && outcome.lines.map((line) => <p key={line}>{line}</p>)}
        {outcome?.kind === 'error' && (
          <>
            <p className={styles.error}>{outcome.message}</p>
            {outcome.problems.length > 0 && (
              <ul className={styles.list}>
                {outcome.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}
