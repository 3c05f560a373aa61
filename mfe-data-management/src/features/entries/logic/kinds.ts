import { fromSelectedDate } from '@kaspit/domain';
import { apiCall, RECORD_API, type RecordKind as Kind, type SelectedDate } from '@kaspit/shared-auth';
import type { Outcome } from './expense-validation.js';
import type { Income } from './income-validation.js';
import type { RecurringPayment } from './recurring-validation.js';

export type { RecordKind as Kind } from '@kaspit/shared-auth';
export type EntryOf<K extends Kind> = K extends 'expense'
  ? Outcome
  : K extends 'income'
    ? Income
    : RecurringPayment;

export async function listMonth<K extends Kind>(kind: K, selected: SelectedDate): Promise<EntryOf<K>[]> {
  const { path, plural } = RECORD_API[kind];
  // Recurring payments are listed whole, so a paused one can be found and resumed.
  const params = kind === 'recurring' ? {} : { month: fromSelectedDate(selected) };
  const reply = await apiCall<Record<string, EntryOf<K>[]>>({ url: path, params });
  return reply[plural] ?? [];
}
