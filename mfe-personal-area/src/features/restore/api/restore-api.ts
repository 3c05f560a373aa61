import { apiCall, type LocalUser } from '@kaspit/shared-auth';

export type RestoredKind = 'outcomes' | 'incomes' | 'recurringPayments' | 'discounts' | 'transfers';

export interface RestoreResult {
  restored: Partial<Record<RestoredKind, { created: number; existing: number }>>;
  settings: { billingCycle: 'restored' | 'kept' | 'same' | 'absent' };
  userData: LocalUser;
}

/** A whole account is one request, so it may take longer than the client's usual ten seconds. */
const RESTORE_TIMEOUT_MS = 120_000;

export const restoreBackup = (backup: unknown) =>
  apiCall<RestoreResult>({ method: 'POST', url: '/restore', data: { backup }, timeout: RESTORE_TIMEOUT_MS });
