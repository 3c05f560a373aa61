import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useSession } from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';
import {
  emptyForm,
  formOf,
  toDiscountData,
  type DiscountData,
  type DiscountFormValues,
} from '../logic/discount-form.js';
import type { Discount } from '../logic/discount-status.js';
import * as styles from './discounts.module.css';

interface Props {
  discount?: Discount;
  onSubmit: (data: DiscountData) => Promise<void>;
  onCancel: () => void;
}

/** Adds a discount, or edits one (`discount`), with every field the API accepts. */
export function DiscountForm({ discount, onSubmit, onCancel }: Props) {
  const { user } = useSession();
  const categories = user?.categories ?? [];
  const [values, setValues] = useState<DiscountFormValues>(discount ? formOf(discount) : emptyForm);
  const [errors, setErrors] = useState<Partial<Record<keyof DiscountFormValues, string>>>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const set = (field: keyof DiscountFormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = toDiscountData(values, discount);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    setFailed(false);
    try {
      await onSubmit(result.data);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof DiscountFormValues, input: ReactNode) => (
    <label className={styles.field}>
      <span>{messages.fields[name]}</span>
      {input}
      {errors[name] && <span className={styles.fieldError}>{errors[name]}</span>}
    </label>
  );
  const text = (name: keyof DiscountFormValues, extra: InputHTMLAttributes<HTMLInputElement> = {}) =>
    field(
      name,
      <input value={values[name]} onChange={set(name)} aria-invalid={Boolean(errors[name])} {...extra} />,
    );

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      aria-label={discount ? messages.editTitle(discount.title) : messages.add}
      noValidate
    >
      {text('title', { required: true, maxLength: 60 })}
      {text('business', { maxLength: 60 })}
      {field(
        'discountType',
        <select value={values.discountType} onChange={set('discountType')}>
          <option value="percent">{messages.types.percent}</option>
          <option value="fixed">{messages.types.fixed}</option>
        </select>,
      )}
      {text('value', { inputMode: 'decimal', dir: 'ltr', required: true })}
      {text('code', { dir: 'ltr', maxLength: 60 })}
      {text('expiresAt', { type: 'date' })}
      {field(
        'category',
        <select value={values.category} onChange={set('category')}>
          <option value="">{messages.noCategory}</option>
          {categories.map((c) => (
            <option key={c.categoryName} value={c.categoryName}>
              {c.categoryName}
            </option>
          ))}
        </select>,
      )}
      {field('notes', <textarea value={values.notes} onChange={set('notes')} rows={2} maxLength={1000} />)}
      {failed && (
        <p role="alert" className={styles.fieldError}>
          {messages.saveFailed}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={saving}>
          {messages.save}
        </button>
        <button type="button" onClick={onCancel}>
          {messages.cancel}
        </button>
      </div>
    </form>
  );
}
