import type { InputHTMLAttributes } from 'react';
import { fieldAria, FormField } from '@kaspit/shared-auth';
import { fields } from '../messages.js';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** Shows "used/maxLength" once the text is this close to `maxLength`, so the limit never comes as a surprise. */
  countWithin?: number;
};

export function TextField({ id, label, value, error, onChange, countWithin, ...rest }: InputProps) {
  const max = rest.maxLength;
  const counting = countWithin !== undefined && max !== undefined && value.length >= max - countWithin;
  return (
    <FormField id={id} label={label} error={error} prefix="kdm">
      <input
        {...fieldAria(id, error, counting && `${id}-count`)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
      />
      {counting && (
        <span id={`${id}-count`} className="kdm-field__count" data-testid={`${id}-count`} aria-live="polite">
          {fields.count(value.length, max)}
        </span>
      )}
    </FormField>
  );
}

interface SelectProps {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  error?: string;
  /** Offers "none" as the empty choice (optional fields). */
  optional?: boolean;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

export function SelectField({ id, label, value, options, error, optional, onChange, onBlur }: SelectProps) {
  return (
    <FormField id={id} label={label} error={error} prefix="kdm">
      <select
        {...fieldAria(id, error)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      >
        <option value="">{optional ? fields.none : fields.choose}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

export const asOptions = (names: string[]) => names.map((name) => ({ value: name, label: name }));
