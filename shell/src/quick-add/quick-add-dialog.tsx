import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { RecordList } from '@kaspit/api-contract';
import { fromAgorot, isValidAmount, readTypedAmount, todayIn } from '@kaspit/domain';
import {
  apiCall,
  ApiRequestError,
  loadUserData,
  messages as shared,
  sendWrite,
  showToast,
  useQuery,
  useSession,
} from '@kaspit/shared-auth';
import { messages } from '../messages.js';
import { descriptionKey, lastCategories } from './last-category.js';
import { closeQuickAdd } from './store.js';

const t = messages.quickAdd;
/** How many recent expenses the remembered categories are read from: a few months of a household's purchases. */
const RECENT = 300;
const DESCRIPTION_MAX = 120;

type Field = 'amount' | 'description' | 'category';
type Errors = Partial<Record<Field, string>>;

function check(values: Record<Field, string>): Errors {
  const errors: Errors = {};
  const amount = readTypedAmount(values.amount);
  if (!amount.ok) errors.amount = amount.problem === 'ambiguous' ? t.errors.amountAmbiguous : t.errors.amount;
  else if (!isValidAmount(amount.agorot)) errors.amount = t.errors.amount;
  const description = values.description.trim();
  if (!description || description.length > DESCRIPTION_MAX) errors.description = t.errors.description;
  if (!values.category) errors.category = t.errors.category;
  return errors;
}

/** The API's 400 field errors (`outcomeData.amount`) on this form's fields, in Hebrew. */
function serverErrors(error: unknown): Errors {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {};
  const body = error.data as { data?: { errors?: { path: string }[] } } | undefined;
  const errors: Errors = {};
  for (const { path } of body?.data?.errors ?? []) {
    const field = path.split('.')[1] as Field | undefined;
    if (field && field in t.errors) errors[field] = t.errors[field];
  }
  return errors;
}

/**
 * A small dialog to record an expense in a few taps: amount, description and category, dated today. The category
 * follows the description: the one the person last used for it, from their latest expenses. Saved through the
 * same API call as data management's expense form, and like it kept on the device (the outbox) when the API cannot
 * be reached. The record's id is made when the dialog opens, so a save sent twice stores one expense.
 */
export default function QuickAddDialog() {
  const { user } = useSession();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const categories = useMemo(() => (user?.categories ?? []).map((c) => c.categoryName), [user]);
  const [values, setValues] = useState<Record<Field, string>>({ amount: '', description: '', category: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  // Without suggestions (not read yet, or not readable) the form still works.
  const latest = useQuery({
    queryKey: ['records', 'latest-outcomes'],
    queryFn: () => apiCall<RecordList<'outcomesPage'>>({ url: '/outcomes', params: { limit: RECENT } }),
  });
  const recent = useMemo(() => lastCategories(latest.data?.outcomes ?? []), [latest.data]);
  const [recordId] = useState(() => crypto.randomUUID());

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  // A description typed before the person's records arrived gets its category when they do.
  useEffect(() => {
    setValues((current) => {
      const remembered = recent.get(descriptionKey(current.description));
      if (!remembered || current.category || !categories.includes(remembered.category)) return current;
      return { ...current, category: remembered.category };
    });
  }, [recent, categories]);

  const set = (field: Field, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      const remembered = field === 'description' ? recent.get(descriptionKey(value)) : undefined;
      if (remembered && categories.includes(remembered.category)) next.category = remembered.category;
      return next;
    });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    setFailed(false);
    const firstInvalid = (['amount', 'description', 'category'] as const).find((f) => found[f]);
    if (firstInvalid) return document.getElementById(`${id}-${firstInvalid}`)?.focus();
    const read = readTypedAmount(values.amount);
    if (!read.ok) return;
    setSaving(true);
    try {
      const description = values.description.trim();
      const sent = await sendWrite(
        {
          method: 'POST',
          url: '/outcomes',
          data: {
            outcomeData: {
              id: recordId,
              date: todayIn(),
              amount: fromAgorot(read.agorot),
              description,
              category: values.category,
            },
          },
        },
        shared.outboxLabel('add', 'expense', description),
      );
      if (sent === 'sent') showToast(t.saved);
      else showToast(shared.savedOnDevice, 'warning', 5000);
      closeQuickAdd();
      void loadUserData({ pathname: window.location.pathname, force: true });
    } catch (error) {
      const fields = serverErrors(error);
      setErrors(fields);
      setFailed(Object.keys(fields).length === 0);
    } finally {
      setSaving(false);
    }
  }

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: Field) =>
    errors[name] && (
      <span id={`${id}-${name}-error`} className="shell-field__error">
        {errors[name]}
      </span>
    );

  return (
    <dialog
      ref={dialog}
      className="shell-quick-add"
      aria-labelledby={`${id}-title`}
      data-testid="quick-add"
      onClose={closeQuickAdd}
    >
      <h2 id={`${id}-title`}>{t.title}</h2>
      <form noValidate onSubmit={submit}>
        <label htmlFor={`${id}-amount`}>{t.amount}</label>
        <input
          {...field('amount')}
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          onChange={(e) => set('amount', e.target.value)}
        />
        {error('amount')}
        <label htmlFor={`${id}-description`}>{t.description}</label>
        <input
          {...field('description')}
          list={`${id}-suggestions`}
          maxLength={DESCRIPTION_MAX}
          autoComplete="off"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
        />
        <datalist id={`${id}-suggestions`}>
          {[...recent.values()].map((r) => (
            <option key={r.description} value={r.description} />
          ))}
        </datalist>
        {error('description')}
        <label htmlFor={`${id}-category`}>{t.category}</label>
        <select
          {...field('category')}
          value={values.category}
          onChange={(e) => set('category', e.target.value)}
        >
          <option value="">{t.choose}</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        {error('category')}
        <p className="shell-quick-add__hint">{t.today}</p>
        {failed && <p role="alert">{t.failed}</p>}
        <div className="shell-quick-add__actions">
          <button type="submit" className="shell-button" disabled={saving}>
            {saving ? t.saving : t.save}
          </button>
          <button type="button" className="shell-link-button" onClick={() => dialog.current?.close()}>
            {t.cancel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
