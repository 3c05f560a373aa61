import type { RecordList, UserDataReply } from '@kaspit/api-contract';
import { apiCall } from '@kaspit/shared-auth';

/** The JSON file's content: everything the API holds for the user, under the API's field names. */
export interface ExportedData {
  format: 'kaspit-export';
  version: 1;
  exportedAt: string;
  userData: unknown;
  outcomes: unknown[];
  incomes: unknown[];
  recurringPayments: unknown[];
  discounts: unknown[];
  /** Money moved between the person's own accounts (a bank paying a card). */
  transfers: unknown[];
}

/** Fetches every record of the user (no month filter: all of them). */
export async function collectExport(userId: string, now = new Date()): Promise<ExportedData> {
  const params = { userId };
  const [user, outcomes, incomes, recurring, discounts, transfers] = await Promise.all([
    apiCall<UserDataReply>({ url: `/users/${userId}` }),
    apiCall<RecordList<'outcomes'>>({ url: '/outcomes', params }),
    apiCall<RecordList<'incomes'>>({ url: '/incomes', params }),
    apiCall<RecordList<'recurringPayments'>>({ url: '/recurring-payments', params }),
    apiCall<RecordList<'discounts'>>({ url: '/discounts', params }),
    apiCall<RecordList<'transfers'>>({ url: '/transfers', params }),
  ]);
  return {
    format: 'kaspit-export',
    version: 1,
    exportedAt: now.toISOString(),
    // The user record already carries categories, budgets, payment methods, balances, cycle and consents.
    userData: user.userData,
    outcomes: outcomes.outcomes,
    incomes: incomes.incomes,
    recurringPayments: recurring.recurringPayments,
    discounts: discounts.discounts,
    transfers: transfers.transfers,
  };
}

export const exportFileName = (now = new Date()) => `kaspit-export-${now.toISOString().slice(0, 10)}.json`;

/** Offers `data` as a file download. */
export function downloadJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
