import { expect, type APIRequestContext } from '@playwright/test';

/** The current calendar month in Israel (the API's "today"), and months around it, as `YYYY-MM`. */
export function monthFromNow(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Seeds records through the real API as the signed-in person. */
export function seeder(request: APIRequestContext, user: { id: string; accessToken: string }) {
  const headers = { authorization: `Bearer ${user.accessToken}` };
  const send = async (method: 'post' | 'patch', url: string, data: object) => {
    const res = await request[method](url, { headers, data });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  };
  return {
    outcome: (date: string, amount: number, description: string, category = 'מזון וסופר') =>
      send('post', '/api/outcomes', { outcomeData: { date, amount, description, category } }),
    budget: (categoryName: string, budgetAmount: number) =>
      send('patch', `/api/users/${user.id}/budgets`, { categoryName, budgetAmount }),
  };
}
