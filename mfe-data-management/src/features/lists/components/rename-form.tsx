import { useState } from 'react';
import { listTexts } from '../../../messages.js';
import { nameError } from '../logic/name-rules.js';
import type { ListName } from '../api/lists-api.js';

/**
 * Renames one name in place. A problem — found here or by the API — shows on the field, as in the add form;
 * `onSave` resolves to the API's problem with the name, if it had one.
 */
export function RenameForm({
  list,
  name,
  others,
  busy,
  onSave,
  onCancel,
}: {
  list: ListName;
  name: string;
  others: string[];
  busy: boolean;
  onSave: (to: string) => Promise<string | undefined>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string>();
  const id = `rename-${list}`;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = nameError(draft, others);
    setError(problem);
    if (!problem) setError(await onSave(draft.trim()));
  }

  return (
    <form className="kdm-inline-form" noValidate onSubmit={(e) => void submit(e)}>
      <label className="kdm-visually-hidden" htmlFor={id}>
        {listTexts.renameTo(name)}
      </label>
      <input
        id={id}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-explain` : `${id}-explain`}
        autoFocus
      />
      <button type="submit" className="kdm-button kdm-button--primary" disabled={busy}>
        {listTexts.save}
      </button>
      <button type="button" className="kdm-button" onClick={onCancel}>
        {listTexts.cancel}
      </button>
      {error && (
        <p id={`${id}-error`} className="kdm-field__error" role="alert">
          {error}
        </p>
      )}
      <p id={`${id}-explain`} className="kdm-muted">
        {listTexts.explainRename}
      </p>
    </form>
  );
}
