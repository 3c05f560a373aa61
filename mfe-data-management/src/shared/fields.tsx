import type { InputHTMLAttributes, ReactNode } from 'react';
import { fields } from '../messages.js';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** A label, the control and its error, tied together for screen readers. */
function FieldShell({ id, label, error, children }: FieldShellProps) {
  return (
    <div className={`kdm-field${error ? ' kdm-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p className="kdm-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

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
  const describedBy = [error && `${id}-error`, counting && `${id}-count`].filter(Boolean).join(' ');
  return (
    <FieldShell id={id} label={label} error={error}>
      <input
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
      />
      {counting && (
        <span id={`${id}-count`} className="kdm-field__count" data-testid={`${id}-count`} aria-live="polite">
          {fields.count(value.length, max)}
        </span>
      )}
    </FieldShell>
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
    <FieldShell id={id} label={label} error={error}>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
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
    </FieldShell>
  );
}

export const asOptions = (names: string[]) => names.map((name) => ({ value: name, label: name }));
