import { useRef, useState } from 'react';
import { showToast } from '@kaspit/shared-auth';
import { afterWrite } from '../../../shared/changes.js';
import { listTexts } from '../../../messages.js';
import { addName, removeName, renameName, type ListName } from '../api/lists-api.js';
import { apiNameError, isGone, nameError } from '../logic/name-rules.js';
import { RenameForm } from './rename-form.js';

/** One of the person's lists: add a name, rename one, or delete one after saying what happens to records. */
export function NameList({ userId, list, names }: { userId: string; list: ListName; names: string[] }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const { title, newName } = listTexts.lists[list];

  /**
   * Sends one change at a time. Resolves to `true` when done, else to the API's problem with the name (shown on
   * the field) or `undefined`. A name that is gone means another tab changed the list: it is reloaded.
   */
  async function act(work: () => Promise<void>, success: string = listTexts.saved) {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    try {
      await work();
      showToast(success, 'success');
      return true;
    } catch (failure) {
      showToast(isGone(failure) ? listTexts.gone : listTexts.failed, 'error');
      if (isGone(failure)) afterWrite();
      return apiNameError(failure);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  async function add(event: React.FormEvent) {
    event.preventDefault();
    const problem = nameError(draft, names);
    setError(problem);
    if (problem) return;
    const result = await act(() => addName(userId, list, draft.trim()));
    if (result === true) setDraft('');
    else setError(result);
  }

  async function rename(from: string, to: string) {
    const result = await act(async () => {
      await renameName(userId, list, from, to);
      // Records now carry the new name: this area's month entries and the other areas' data reload.
      afterWrite();
    }, listTexts.renamed);
    if (result === true) setRenaming(null);
    return result === true ? undefined : result;
  }

  return (
    <section className="kdm-section" aria-labelledby={`list-${list}`} data-testid={`list-${list}`}>
      <h2 id={`list-${list}`}>{title}</h2>
      <form className="kdm-inline-form" noValidate onSubmit={(e) => void add(e)}>
        <label htmlFor={`add-${list}`}>{newName}</label>
        <input
          id={`add-${list}`}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `add-${list}-error` : undefined}
        />
        <button type="submit" className="kdm-button kdm-button--primary" disabled={busy}>
          {listTexts.add}
        </button>
        {error && (
          <p id={`add-${list}-error`} className="kdm-field__error" role="alert">
            {error}
          </p>
        )}
      </form>
      <ul className="kdm-names">
        {names.map((name) => (
          <li key={name}>
            {renaming === name ? (
              <RenameForm
                list={list}
                name={name}
                others={names.filter((n) => n !== name)}
                busy={busy}
                onSave={(to) => rename(name, to)}
                onCancel={() => setRenaming(null)}
              />
            ) : deleting === name ? (
              <div
                role="alertdialog"
                aria-label={listTexts.confirmDelete(name)}
                className="kdm-confirm-inline"
              >
                <strong>{listTexts.confirmDelete(name)}</strong>
                <p className="kdm-muted">{listTexts.explainDelete}</p>
                <button
                  type="button"
                  className="kdm-button kdm-button--danger"
                  disabled={busy}
                  onClick={() => void act(() => removeName(userId, list, name)).then(() => setDeleting(null))}
                >
                  {listTexts.delete}
                </button>
                <button type="button" className="kdm-button" onClick={() => setDeleting(null)}>
                  {listTexts.cancel}
                </button>
              </div>
            ) : (
              <>
                <span>{name}</span>
                <button
                  type="button"
                  className="kdm-button"
                  onClick={() => setRenaming(name)}
                  aria-label={`${listTexts.rename}: ${name}`}
                >
                  {listTexts.rename}
                </button>
                <button
                  type="button"
                  className="kdm-button kdm-button--danger"
                  onClick={() => setDeleting(name)}
                  aria-label={`${listTexts.delete}: ${name}`}
                >
                  {listTexts.delete}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
