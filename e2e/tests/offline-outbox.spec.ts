import type { Page, Response } from '@playwright/test';
import { expect, needsLocalServer, test } from './support/test.js';
import { OwnApi } from './support/own-api.js';

/**
 * Nothing typed is lost: writes made while the API is stopped or the device is offline wait on the device (the
 * outbox), are counted in the header and marked in the list, and reach the API exactly once when it answers again.
 * This file runs its own API (on a port the system picks) so it can stop and start it.
 */
const api = new OwnApi('kaspit-e2e-outbox');

needsLocalServer('stops and starts an API of its own');
test.describe.configure({ mode: 'serial' });
test.beforeAll(() => api.start());
test.afterAll(() => api.remove());

const pendingCount = (page: Page) => page.getByTestId('pending-writes');
const savedOnDevice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'נשמר במכשיר, יישלח כשהחיבור יחזור' });

async function openDataManagement(page: Page) {
  await page.goto(`${api.origin}/data-management`);
  await expect(page.getByTestId('expense-form').getByLabel('תאריך')).toHaveValue(/\d{4}-\d{2}-\d{2}/, {
    timeout: 60_000,
  });
}

async function addExpense(page: Page, description: string, amount: string) {
  const form = page.getByTestId('expense-form');
  await form.getByLabel('סכום (₪)').fill(amount);
  await form.getByLabel('תיאור').fill(description);
  await form.getByLabel('קטגוריה').selectOption('מסעדות');
  await form.getByRole('button', { name: 'שמירה' }).click();
}

test.describe('the outbox', { tag: ['@data-management'] }, () => {
  test('an expense, an income and a pause made while the API is down reach it exactly once: two tabs, a reload, an expired token', async ({
    context,
  }) => {
    test.setTimeout(240_000);
    const person = await api.signInPages(context, 'נועה');
    const first = await context.newPage();
    await openDataManagement(first);

    // A recurring payment saved while all is well, to pause later.
    await first.getByRole('tab', { name: 'תשלום קבוע' }).click();
    const recurring = first.getByTestId('recurring-form');
    await recurring.getByLabel('שם').fill('חדר כושר');
    await recurring.getByLabel('סכום (₪)').fill('150');
    await recurring.getByLabel('קטגוריה').selectOption('שונות');
    await recurring.getByRole('button', { name: 'שמירה' }).click();
    const pause = first.getByRole('button', { name: 'השהיה: חדר כושר' });
    await expect(pause).toBeVisible();

    const second = await context.newPage();
    await openDataManagement(second);

    // Writes that reached the API, counted from both tabs' answers (a request that got no answer is not one); an
    // answer other than success may only be the expired token's 401 (then refreshed and sent again) or the API's
    // 503 while its store is slow after the restart (sent again with the same key: a write the 503 left stored
    // is then answered 200, not stored twice).
    const delivered: string[] = [];
    const otherAnswers: number[] = [];
    const count = (response: Response) => {
      const request = response.request();
      if (
        request.method() === 'GET' ||
        !response.url().includes('/api/') ||
        response.url().includes('/auth/')
      )
        return;
      if (response.status() < 300)
        delivered.push(`${request.method()} ${new URL(response.url()).pathname} ${response.status()}`);
      else otherAnswers.push(response.status());
    };
    context.on('response', count);

    await api.stop();
    await pause.click();
    await expect(savedOnDevice(first)).toBeVisible();
    await expect(first.getByTestId('connectivity-banner')).toHaveText(/החיבור לשרת נכשל/);
    await expect(pendingCount(first)).toHaveAttribute('data-count', '1');

    await first.getByRole('tab', { name: 'הוצאה' }).click();
    await addExpense(first, 'קפה בתחנה', '14');
    await expect(pendingCount(first)).toHaveAttribute('data-count', '2');
    // The form is done with it and says where it is; the row is listed and marked.
    await expect(first.getByTestId('expense-form').getByLabel('תיאור')).toHaveValue('');
    const row = first.getByTestId('entries-expense').getByTestId('entry').filter({ hasText: 'קפה בתחנה' });
    await expect(row).toHaveAttribute('data-pending', 'true');
    await expect(row).toContainText('ממתין לשליחה');

    await first.getByRole('tab', { name: 'הכנסה' }).click();
    const income = first.getByTestId('income-form');
    await income.getByLabel('סכום (₪)').fill('900');
    await income.getByLabel('מקור').fill('שיעורים פרטיים');
    await income.getByRole('button', { name: 'שמירה' }).click();
    await expect(pendingCount(first)).toHaveAttribute('data-count', '3');
    await expect(pendingCount(second)).toHaveAttribute('data-count', '3');
    await first.getByTestId('pending-writes').locator('summary').click();
    await expect(first.getByTestId('pending-writes').getByRole('listitem')).toHaveText([
      'שינוי מצב של תשלום קבוע: חדר כושר',
      'הוספת הוצאה: קפה בתחנה',
      'הוספת הכנסה: שיעורים פרטיים',
    ]);
    expect(delivered).toEqual([]);

    // The access token runs out meanwhile, in both tabs.
    for (const page of [first, second])
      await page.evaluate(() => sessionStorage.setItem('auth_token', 'expired'));
    await api.start();
    await first.reload();
    await expect(first.getByTestId('connectivity-banner')).toBeHidden({ timeout: 30_000 });
    for (const page of [first, second]) await expect(pendingCount(page)).toBeHidden({ timeout: 30_000 });

    // Each write stored once. A write may be sent twice only when a tab was reloaded between the API storing it and
    // the outbox crossing it off (the API is back before the reload), or when a 503 left it stored; the browser may
    // then never see its 201, the reload having cut the first answer off. The second send of a create is answered
    // 200, "already stored", never a second 201; pausing twice leaves the payment paused.
    const lines = delivered.map((line) => line.replace(/\/[0-9a-f-]{36}\//, '/:id/'));
    for (const resource of ['incomes', 'outcomes']) {
      const answers = lines.filter((line) => line.startsWith(`POST /api/${resource} `));
      expect(answers.filter((line) => line.endsWith(' 201')).length, resource).toBeLessThanOrEqual(1);
      expect(answers.length, resource).toBeGreaterThan(0);
    }
    expect(lines).toContain('PATCH /api/recurring-payments/:id/status 200');
    expect(
      lines.filter(
        (line) =>
          !/^POST \/api\/(incomes|outcomes) 20[01]$/.test(line) &&
          line !== 'PATCH /api/recurring-payments/:id/status 200',
      ),
    ).toEqual([]);
    expect(otherAnswers.filter((status) => status !== 401 && status !== 503)).toEqual([]);
    const month = await first.getByTestId('selected-month').getAttribute('data-month');
    const { outcomes } = await api.read<{ outcomes: { description: string }[] }>(
      person.email,
      person.name,
      `/api/outcomes?month=${month}`,
    );
    expect(outcomes.filter((o) => o.description === 'קפה בתחנה')).toHaveLength(1);
    const { incomes } = await api.read<{ incomes: { source: string }[] }>(
      person.email,
      person.name,
      `/api/incomes?month=${month}`,
    );
    expect(incomes.filter((o) => o.source === 'שיעורים פרטיים')).toHaveLength(1);
    const { recurringPayments } = await api.read<{
      recurringPayments: { name: string; isActive: boolean }[];
    }>(person.email, person.name, '/api/recurring-payments');
    expect(recurringPayments.filter((p) => p.name === 'חדר כושר').map((p) => p.isActive)).toEqual([false]);
    // The list reads the API again: the row is there once, no longer marked.
    await expect(
      second.getByTestId('entries-expense').getByTestId('entry').filter({ hasText: 'קפה בתחנה' }),
    ).toHaveCount(1);
    await expect(second.locator('[data-pending]')).toHaveCount(0);
  });

  test('a waiting write the API refuses comes back with its reason', async ({ context }) => {
    const person = await api.signInPages(context, 'אורי');
    const page = await context.newPage();
    await openDataManagement(page);
    await addExpense(page, 'ארוחת צהריים', '48');
    const row = page.getByTestId('entries-expense').getByTestId('entry').filter({ hasText: 'ארוחת צהריים' });
    await expect(row).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByTestId('connectivity-banner')).toHaveText(/אין חיבור לאינטרנט/);
    await row.getByRole('button', { name: 'עריכה: ארוחת צהריים' }).click();
    const form = page.getByTestId('expense-form');
    await form.getByLabel('סכום (₪)').fill('52');
    await form.getByRole('button', { name: 'עדכון' }).click();
    await expect(savedOnDevice(page)).toBeVisible();
    await expect(pendingCount(page)).toHaveAttribute('data-count', '1');

    // Meanwhile, on another device, the expense is deleted.
    const month = await page.getByTestId('selected-month').getAttribute('data-month');
    const { accessToken } = await api.signIn(person.email, person.name);
    const { outcomes } = (
      (await (
        await fetch(`${api.origin}/api/outcomes?month=${month}`, {
          headers: { authorization: `Bearer ${accessToken}` },
        })
      ).json()) as { data: { outcomes: { id: string; description: string }[] } }
    ).data;
    const id = outcomes.find((o) => o.description === 'ארוחת צהריים')!.id;
    const gone = await fetch(`${api.origin}/api/outcomes/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(gone.status).toBe(200);

    await context.setOffline(false);
    const refused = page.getByTestId('refused-writes');
    await expect(refused).toContainText('עדכון הוצאה: ארוחת צהריים — הרשומה כבר לא קיימת', {
      timeout: 30_000,
    });
    await expect(pendingCount(page)).toBeHidden();
    await refused.getByRole('button', { name: 'הבנתי' }).click();
    await expect(refused).toBeHidden();
  });

  test('signing out with writes waiting asks first, and then forgets them', async ({ context }) => {
    await api.signInPages(context, 'שירה');
    const page = await context.newPage();
    await openDataManagement(page);
    await context.setOffline(true);
    await addExpense(page, 'מונית', '35');
    await expect(pendingCount(page)).toHaveAttribute('data-count', '1');

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'התנתקות' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('פעולה אחת שמורה רק במכשיר הזה');
    await dialog.getByRole('button', { name: 'להישאר מחובר/ת' }).click();
    await expect(dialog).toBeHidden();
    await expect(pendingCount(page)).toHaveAttribute('data-count', '1');

    await page.evaluate(() => sessionStorage.setItem('outbox-e2e-signed-out', '1'));
    await banner.getByRole('button', { name: 'התנתקות' }).click();
    await dialog.getByRole('button', { name: 'למחוק ולהתנתק' }).click();
    await expect(page).toHaveURL(`${api.origin}/`);
    const left = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('kaspit-outbox');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const request = open.result.transaction('pending').objectStore('pending').count();
            request.onsuccess = () => resolve(request.result);
          };
        }),
    );
    expect(left).toBe(0);
    await context.setOffline(false);
  });
});
