import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInThroughApi } from './session.js';
import { uniqueEmail } from './test.js';

export type MoneyUser = Awaited<ReturnType<typeof signInThroughApi>>;

/** A JSON call to the API as `user`; returns the envelope's `data`. */
export async function apiAs<T = Record<string, unknown>>(
  request: APIRequestContext,
  user: MoneyUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api${url}`, {
    method,
    headers: { authorization: `Bearer ${user.accessToken}` },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await res.json()) as { isSuccess: boolean; message: string; data: T };
  expect(body.isSuccess, `${method} ${url}: ${body.message}`).toBe(true);
  return body.data;
}

/** A fresh person (unique email per test), optionally on a billing cycle other than the calendar month. */
export async function signInWithCycle(
  page: Page,
  request: APIRequestContext,
  tag: string,
  cycle?: { startDay: number; endDay: number; endMonth: 0 | 1 },
): Promise<MoneyUser> {
  const email = uniqueEmail(`money-${tag}`);
  const user = await signInThroughApi(page, request, email, 'כספים');
  if (cycle) await apiAs(request, user, 'POST', '/users', { userData: { billingCyclePeriod: cycle } });
  // The shared helper stores the user as sign-in returned it, before its consent and cycle were saved; store the
  // current record once, so the page starts with them (no cookie banner, the right billing months).
  const { userData } = await apiAs<{ userData: Record<string, unknown> }>(
    request,
    user,
    'GET',
    `/users/${user.id}`,
  );
  await page.addInitScript((current) => {
    if (sessionStorage.getItem('money-e2e-user')) return;
    sessionStorage.setItem('money-e2e-user', '1');
    sessionStorage.setItem('user', JSON.stringify(current));
    localStorage.setItem('user', JSON.stringify(current));
  }, userData);
  return user;
}

/** Steps the shell's month picker to billing month `month` (YYYY-MM). */
export async function goToMonth(page: Page, month: string): Promise<void> {
  const shown = page.getByTestId('selected-month');
  await expect(shown).toHaveAttribute('data-month', /\d{4}-\d{2}/);
  for (let i = 0; i < 60; i++) {
    const current = (await shown.getAttribute('data-month'))!;
    if (current === month) return;
    await page
      .getByRole('banner')
      .getByRole('button', { name: current < month ? 'החודש הבא' : 'החודש הקודם', exact: true })
      .click();
    await expect(shown).not.toHaveAttribute('data-month', current);
  }
  throw new Error(`could not reach ${month}`);
}

/** The billing month `offset` months from `month`. */
export function shiftMonth(month: string, offset: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
