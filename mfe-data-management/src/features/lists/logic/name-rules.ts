import { ApiRequestError } from '@kaspit/shared-auth';
import { apiFieldErrors } from '../../../shared/api-errors.js';
import { nameKey } from '../../../shared/validate.js';
import { listTexts } from '../../../messages.js';

/** The API's rule for a list name: 1–60 characters once trimmed, unique ignoring case and spacing. */
export function nameError(name: string, others: string[]): string | undefined {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 60) return listTexts.invalidName;
  return others.some((o) => nameKey(o) === nameKey(trimmed)) ? listTexts.duplicate : undefined;
}

/**
 * What the API said about the name itself, for its field: a 400 on the name, or a 409 because another entry has
 * it (another tab may have added it). Any other failure is not the name's fault.
 */
export function apiNameError(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.status === 409 && error.message.endsWith('already exists')) return listTexts.duplicate;
  const fields = apiFieldErrors(error, {
    newName: listTexts.invalidName,
    categoryName: listTexts.invalidName,
    paymentMethodName: listTexts.invalidName,
  });
  return Object.values(fields)[0];
}

/** True when the name the person acted on is no longer in the list (renamed or deleted elsewhere). */
export const isGone = (error: unknown) => error instanceof ApiRequestError && error.status === 404;
