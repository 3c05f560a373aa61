import type { ReactNode } from 'react';

/**
 * The attributes that tie a control to its error (and to any other note about it, such as a character count) for
 * screen readers: the error is `<id>-error`, and the control says it is invalid while there is one.
 */
export function fieldAria(id: string, error?: string, ...notes: (string | false | undefined)[]) {
  const describedBy = [error && `${id}-error`, ...notes].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/**
 * A form field as every entry form in Kaspit lays it out: the label, the control (given `fieldAria(id, error)`), and
 * the error announced as it appears. `prefix` names the remote's own CSS: `<prefix>-field`, `<prefix>-field--invalid`
 * and `<prefix>-field__error`.
 */
export function FormField({
  id,
  label,
  error,
  prefix,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  prefix: string;
  children: ReactNode;
}) {
  return (
    <div className={`${prefix}-field${error ? ` ${prefix}-field--invalid` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p className={`${prefix}-field__error`} id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
