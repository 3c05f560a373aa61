import { ApiRequestError } from '@kaspit/shared-auth';
import { errors } from '../messages.js';
import type { FieldErrors } from './validate.js';

/**
 * The API's 400 field errors (`data.errors [{path, message}]`, e.g. `outcomeData.amount`) as Hebrew messages on
 * the form's fields. The English message stays the API's; the person reads the field's Hebrew rule instead.
 */
export function apiFieldErrors(error: unknown, hebrewByField: Record<string, string>): FieldErrors {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {};
  const body = error.data as { data?: { errors?: { path: string; message: string }[] } } | undefined;
  const result: FieldErrors = {};
  for (const { path } of body?.data?.errors ?? []) {
    const parts = path.split('.');
    // `outcomeData.installments.total` → `installmentsTotal`; `outcomeData.amount` → `amount`.
    const field = parts.slice(1).join('.') || parts[0] || '';
    const key = field === 'installments.total' ? 'installmentsTotal' : field.split('.')[0]!;
    result[key] = hebrewByField[key] ?? errors.invalid;
  }
  return result;
}
