import { expect, type APIRequestContext } from '@playwright/test';

/** Today's civil date in Israel, as the API and the remotes compute "today". */
export function todayInIsrael(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jerusalem',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return parts; // en-CA formats as YYYY-MM-DD
}

/** `YYYY-MM` moved by `months`. */
export function shiftMonth(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Seeds and reads a user's data through the API with their bearer token (the settings journeys' helper). */
export function settingsApi(request: APIRequestContext, user: { id: string; accessToken: string }) {
  const headers = { authorization: `Bearer ${user.accessToken}` };
  const params = { userId: user.id };
  const send = async (method: 'get' | 'post' | 'patch' | 'put' | 'delete', url: string, data?: unknown) => {
    const res = await request[method](url, { headers, data });
    return {
      status: res.status(),
      body: (await res.json()) as {
        isSuccess: boolean;
        data: Record<string, { id: string } & Record<string, unknown>>;
      },
    };
  };
  const created = async (url: string, data: unknown) => {
    const res = await send('post', url, data);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  };
  return {
    send,
    outcome: (outcomeData: Record<string, unknown>) => created('/api/outcomes', { outcomeData }),
    income: (incomeData: Record<string, unknown>) => created('/api/incomes', { incomeData }),
    discount: (discountData: Record<string, unknown>) => created('/api/discounts', { discountData }),
    recurring: (recurringPaymentData: Record<string, unknown>) =>
      created('/api/recurring-payments', { recurringPaymentData }),
    async list(resource: 'outcomes' | 'incomes' | 'discounts' | 'recurring-payments', month?: string) {
      const res = await request.get(`/api/${resource}`, {
        headers,
        params: month ? { ...params, month } : params,
      });
      return {
        status: res.status(),
        body: (await res.json()) as { data?: Record<string, { id: string }[]> },
      };
    },
    async statistics(month: string) {
      const res = await request.get('/api/statistics', { headers, params: { ...params, month } });
      expect(res.status()).toBe(200);
      return ((await res.json()) as { data: { statistics: { totals: Record<string, number> } } }).data
        .statistics;
    },
  };
}
