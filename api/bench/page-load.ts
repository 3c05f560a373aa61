/**
 * The API calls the front end makes opening `/main` and `/records` for the selected billing month, as its code
 * makes them: the sign-in data load (shared-auth/src/data/user-data.ts) on the first page opened, then the page's
 * own (shell/src/pages/use-month-summary.ts; mfe-records/src/features/ledger/hooks/use-ledger.ts). Kept beside those
 * files' URLs by hand: when a page's calls change, change them here.
 */
export function pageLoadCalls(userId: string, month: string): Record<string, string[]> {
  const dataLoad = [
    `/api/users/${userId}`,
    `/api/outcomes?userId=${userId}&month=${month}&limit=50`,
    `/api/incomes?userId=${userId}&month=${month}&limit=50`,
    `/api/recurring-payments?userId=${userId}`,
    `/api/discounts?userId=${userId}`,
  ];
  return {
    '/main (with the sign-in data load)': [
      ...dataLoad,
      `/api/statistics?userId=${userId}&month=${month}`,
      `/api/users/${userId}/bank-account-balance?month=${month}`,
    ],
    '/records (with the sign-in data load)': [
      ...dataLoad,
      `/api/outcomes?month=${month}&limit=100&sort=date&direction=desc`,
      `/api/incomes?month=${month}&limit=100&sort=date&direction=desc`,
      `/api/recurring-payments?month=${month}`,
    ],
  };
}

/** Bytes of each call's reply as sent (compressed if the server compressed it). */
export async function pageLoadBytes(
  base: string,
  { userId, headers, month }: { userId: string; headers: Record<string, string>; month: string },
) {
  const pages: Record<string, { total: number; calls: { url: string; bytes: number }[] }> = {};
  for (const [page, urls] of Object.entries(pageLoadCalls(userId, month))) {
    const calls: { url: string; bytes: number }[] = [];
    for (const url of urls) {
      const res = await fetch(`${base}${url}`, { headers: { ...headers, 'accept-encoding': 'gzip, br' } });
      const body = await res.arrayBuffer();
      calls.push({ url, bytes: Number(res.headers.get('content-length') ?? body.byteLength) });
    }
    pages[page] = { total: calls.reduce((sum, c) => sum + c.bytes, 0), calls };
  }
  return pages;
}
