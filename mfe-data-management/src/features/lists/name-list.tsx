import { useState } from 'react';
import { showToast } from '@kaspit/shared-auth';
import { listTexts } from '../../messages.js';
import { nameKey } from '../../lib/validate.js';
import { addName, removeName, renameName, type ListName } from './lists-api.js';

const nameError = (name: string, others: string[]) => {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 60) return listTexts.invalidName;
  return others.some((o) => nameKey(o) === nameKey(trimmed)) ? listTexts.duplicate : undefined;
};

/** One of the person's lists: add a name, rename one, or delete one after saying what happens to records. */
export function NameList({
  userId,
  list,
  names,
  budgets,
}: {
  userId: string;
  list: ListName;
  names: string[];
  budgets?: Record<string, number>;
}) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const [renaming, setRenaming] = useState<{ from: string; to: string } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const title = list === 'categories' ? listTexts.categories : listTexts.paymentMethods;

  async function act(work: () => Promise<void>) {
    try {
      await work();
      showToast(listTexts.saved, 'success');
      return true;
    } catch {
      showToast(listTexts.failed, 'error');
      return false;
    }
  }

  async function add(event: React.FormEvent) {
    event.preventDefault();
    const problem = nameError(draft, names);
    setError(problem);
    if (!problem && (await act(() => addName(userId, list, draft.trim())))) setDraft('');
  }

  return (
    <section className="kdm-section" aria-labelledby={`list-${list}`} data-testid={`list-${list}`}>
      <h2 id={`list-${list}`}>{title}</h2>
      <form className="kdm-inline-form" noValidate onSubmit={add}>
        <label htmlFor={`add-${list}`}>
          {list === 'categories' ? listTexts.newCategory : listTexts.newPaymentMethod}
        </label>
        <input
          id={`add-${list}`}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `add-${list}-error` : undefined}
        />
        <button type="submit" className="kdm-button kdm-button--primary">
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
            {renaming?.from === name ? (
              <form
                className="kdm-inline-form"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  const problem = nameError(
                    renaming.to,
                    names.filter((n) => n !== name),
                  );
                  if (problem) return showToast(problem, 'warning');
                  void act(() =>
                    renameName(userId, list, name, renaming.to.trim(), budgets?.[name] ?? 0),
                  ).then((ok) => ok && setRenaming(null));
                }}
              >
                <label className="kdm-visually-hidden" htmlFor={`rename-${list}`}>
                  {listTexts.renameTo(name)}
                </label>
                <input
                  id={`rename-${list}`}
                  value={renaming.to}
                  onChange={(e) => setRenaming({ from: name, to: e.target.value })}
                  autoFocus
                />
                <button type="submit" className="kdm-button kdm-button--primary">
                  {listTexts.save}
                </button>
                <button type="button" className="kdm-button" onClick={() => setRenaming(null)}>
                  {listTexts.cancel}
                </button>
                <p className="kdm-muted">{listTexts.explainRename}</p>
              </form>
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
                  onClick={() => setRenaming({ from: name, to: name })}
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
