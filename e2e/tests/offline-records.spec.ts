import type { Response } from '@playwright/test';
import { OwnApi } from './support/own-api.js';
import { todayInIsrael } from './support/settings-seed.js';
import { expect, needsLocalServer, test } from './support/test.js';

/**
 * The ledger's edit and delete and the header's quick add keep what the person did while the API is stopped: each
 * waits on the device, its row marked, and reaches the API exactly once when it answers again. Runs an API of its
 * own (a port the system picks) so it can stop and start it.
 */
const api = new OwnApi('kaspit-e2e-outbox-records');

needsLocalServer('stops and starts an API of its own');
test.beforeAll(() => api.start());
test.afterAll(() => api.remove());

interface Outcome {
  id: string;
  description: string;
  amount: number;
}

test.describe('the outbox in records and quick add', { tag: ['@records', '@main'] }, () => {
  test('an edit, a delete and a quick expense made while the API is down reach it once each, marked meanwhile', async ({
    context,
  }) => {
    test.setTimeout(180_000);
    const person = await api.signInPages(context, 'דנה');
    const { accessToken } = await api.signIn(person.email, person.name);
    const today = todayInIsrael();
    for (const [description, amount] of [
      ['מספרה', 80],
      ['חניון', 25],
    ] as const) {
      const created = await api.post(
        '/api/outcomes',
        { outcomeData: { id: crypto.randomUUID(), date: today, amount, description, category: 'שונות' } },
        accessToken,
      );
      expect(created.status).toBe(201);
    }
    const page = await context.newPage();
    // A phone: the header carries the quick add on every page.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${api.origin}/records`);
    const ledger = page.getByTestId('ledger');
    const row = (description: string) => ledger.getByTestId('ledger-row').filter({ hasText: description });
    await expect(row('מספרה')).toBeVisible({ timeout: 60_000 });
    await expect(row('חניון')).toBeVisible();
    // One online visit has installed the app (the quick add's code among what it keeps).
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 60_000,
    });

    // The writes that reached the API, from the page's answers (a request that got no answer is not one).
    const delivered: string[] = [];
    page.on('response', (response: Response) => {
      const request = response.request();
      const url = new URL(response.url());
      if (
        request.method() === 'GET' ||
        !url.pathname.startsWith('/api/') ||
        url.pathname.startsWith('/api/auth/')
      )
        return;
      if (response.status() < 300)
        delivered.push(
          `${request.method()} ${url.pathname.replace(/[0-9a-f-]{36}/, ':id')} ${response.status()}`,
        );
    });
    const pendingCount = page.getByTestId('pending-writes');
    const savedOnDevice = page.getByRole('status').filter({ hasText: 'נשמר במכשיר, יישלח כשהחיבור יחזור' });

    await api.stop();
    await row('מספרה').getByRole('button', { name: 'עריכה: מספרה' }).click();
    const edit = page.getByRole('dialog', { name: 'עריכת רשומה' });
    await edit.getByLabel('סכום (₪)').fill('95');
    await edit.getByRole('button', { name: 'שמירה' }).click();
    await expect(edit).toBeHidden();
    await expect(savedOnDevice.first()).toBeVisible();
    await expect(pendingCount).toHaveAttribute('data-count', '1');
    await expect(row('מספרה')).toHaveAttribute('data-pending', 'true');
    await expect(row('מספרה')).toContainText('ממתין לשליחה');

    await row('חניון').getByRole('button', { name: 'מחיקה: חניון' }).click();
    await page.getByRole('button', { name: 'כן, למחוק' }).click();
    await expect(pendingCount).toHaveAttribute('data-count', '2');
    await expect(row('חניון')).toHaveAttribute('data-pending', 'true');

    await page.getByRole('banner').getByRole('button', { name: '+ הוצאה מהירה' }).click();
    const quick = page.getByRole('dialog', { name: 'הוצאה מהירה' });
    await quick.getByLabel('סכום (₪)').fill('12.90');
    await quick.getByLabel('תיאור (בית עסק)').fill('מאפייה');
    await quick.getByLabel('קטגוריה').selectOption('מסעדות');
    await quick.getByRole('button', { name: 'שמירה' }).click();
    await expect(quick).toBeHidden();
    await expect(pendingCount).toHaveAttribute('data-count', '3');
    // Listed in the month already, marked, though the API has not seen it.
    await expect(row('מאפייה')).toHaveAttribute('data-pending', 'true');
    await pendingCount.locator('summary').click();
    await expect(pendingCount.getByRole('listitem')).toHaveText([
      'עדכון הוצאה: מספרה',
      'מחיקת הוצאה: חניון',
      'הוספת הוצאה: מאפייה',
    ]);
    expect(delivered).toEqual([]);

    await api.start();
    await expect(pendingCount).toBeHidden({ timeout: 60_000 });
    expect(delivered).toEqual([
      'PUT /api/outcomes/:id 200',
      'DELETE /api/outcomes/:id 200',
      'POST /api/outcomes 201',
    ]);
    // The ledger reads the API again: each row once, none marked, the deleted one gone.
    await expect(row('מאפייה')).toHaveCount(1);
    await expect(row('חניון')).toHaveCount(0);
    await expect(ledger.locator('[data-pending]')).toHaveCount(0);

    const month = await page.getByTestId('selected-month').getAttribute('data-month');
    const { outcomes } = await api.read<{ outcomes: Outcome[] }>(
      person.email,
      person.name,
      `/api/outcomes?month=${month}`,
    );
    expect(outcomes.map(({ description, amount }) => `${description} ${amount}`).sort()).toEqual([
      'מאפייה 12.9',
      'מספרה 95',
    ]);
  });
});
