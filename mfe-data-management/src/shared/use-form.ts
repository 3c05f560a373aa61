import { useCallback, useState } from 'react';
import type { FieldErrors } from './validate.js';

/**
 * A form's values and the Hebrew errors shown on it. Errors appear for a field once the person left it or tried
 * to save; the API's field errors replace them after a failed save. Values are never cleared by a failure.
 */
export function useForm<V extends Record<string, string | boolean>>(
  initial: V,
  validate: (v: V) => FieldErrors,
) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const localErrors = validate(values);
  const shown: FieldErrors = {};
  for (const [field, message] of Object.entries(localErrors)) {
    if (submitted || touched[field]) shown[field] = message;
  }
  for (const [field, message] of Object.entries(serverErrors)) shown[field] ??= message;

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!((field as string) in current)) return current;
      const { [field as string]: _dropped, ...rest } = current;
      return rest;
    });
  }, []);

  const reset = useCallback((next: V) => {
    setValues(next);
    setTouched({});
    setServerErrors({});
    setSubmitted(false);
  }, []);

  const touch = (field: string) => setTouched((t) => ({ ...t, [field]: true }));

  return {
    values,
    set,
    errors: shown,
    valid: Object.keys(localErrors).length === 0,
    touch,
    /** What a text or select field of `name` needs: `<TextField id label {...form.field('amount')} />`. */
    field: <K extends keyof V & string>(name: K) => ({
      value: String(values[name]),
      error: shown[name],
      onChange: (value: string) => set(name, value as V[K]),
      onBlur: () => touch(name),
    }),
    /** Marks every field as attempted; returns whether the form may be sent. */
    attempt: () => {
      setSubmitted(true);
      return Object.keys(localErrors).length === 0;
    },
    setServerErrors,
    reset,
  };
}

export type FormState<V extends Record<string, string | boolean>> = ReturnType<typeof useForm<V>>;
