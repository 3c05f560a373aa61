import type { RestoreReply } from '@kaspit/api-contract';
import { apiCall } from '@kaspit/shared-auth';

export type RestoredKind = keyof RestoreReply['restored'];

/** What a restore answers: per kind, the records added and those already there, and the person's record after. */
export type RestoreResult = RestoreReply;

/** A whole account is one request, so it may take longer than the client's usual ten seconds. */
const RESTORE_TIMEOUT_MS = 120_000;

export const restoreBackup = (backup: unknown) =>
  apiCall<RestoreReply>({ method: 'POST', url: '/restore', data: { backup }, timeout: RESTORE_TIMEOUT_MS });
