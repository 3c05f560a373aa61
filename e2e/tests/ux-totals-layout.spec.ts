import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { todayInIsrael } from './support/settings-seed.js';
import { apiAs, signInWithCycle, type MoneyUser } from './support/money-session.js';
import { seedOutcomes } from './support/bulk-seed.js';

/** ₪10.01 each: 150 of them are ₪1,501.50, while one page of 100 would be ₪1,001.00. */
const RESTAURANT_VISITS = 150;

/**
 * A month with agorot that float addition gets wrong (0.10 + 0.20), a card refund (a negative expense), an
 * income, a recurring payment, and more restaurant visits than one page of the ledger holds.
 */
async function seedMonth(page: Page, request: APIRequestContext, tag: string): Promise<MoneyUser> {
  const user = await signInWithCycle(page, request, tag);
  const today = todayInIsrael();
  const outcome = (description: string, amount: number) =>
    apiAs(request, user, 'POST', '/outcomes', {
      outcomeData: { date: today, amount, category: 'מזון וסופר', description },
    });
  await outcome('סופר א', 0.1);
  await outcome('סופר ב', 0.2);
  await outcome('זיכוי סופר', -20);
  await outcome('סופר ג', 70);
  await apiAs(request, user, 'POST', '/incomes', {
    incomeData: { date: today, amount: 1000, source: 'משכורת' },
  });
  await apiAs(request, user, 'POST', '/incomes', {
    incomeData: { date: today, amount: 15, source: 'החזר מהסופר' },
  });
  await apiAs(request, user, 'POST', '/recurring-payments', {
    recurringPaymentData: {
      name: 'נטפליקס',
      amount: 30,
      category: 'מנויים',
      frequency: 'monthly',
      startDate: today,
    },
  });
  await seedOutcomes(
    request,
    user,
    Array.from({ length: RESTAURANT_VISITS }, (_, i) => ({
      date: today,
      amount: 10.01,
      category: 'מסעדות',
      description: `מסעדה ${i}`,
    })),
  );
  return user;
}

test.describe('totals of what is shown', () => {
  test(
    'the filtered ledger shows the sum of the matching records, from the API for every page',
    { tag: ['@records', '@smoke'] },
    async ({ page, request }) => {
      await seedMonth(page, request, 'ledger-shown');
      await page.goto('/records');
      // The month: 0.10 + 0.20 − 20 + 70 + 150 × 10.01 = 1,551.80 of expenses.
      await expect(page.getByTestId('total-expenses')).toHaveAttribute('data-agorot', '155180');
      await expect(page.getByTestId('ledger-shown-total')).toHaveCount(0);

      const category = page.getByRole('combobox', { name: 'קטגוריה' });
      await category.selectOption('מזון וסופר');
      const shown = page.getByTestId('ledger-shown-total');
      // 0.10 + 0.20 + 70 − 20 (the refund nets): ₪50.30, not 50.300000000000004 and not 90.30.
      await expect(shown.getByTestId('shown-expenses')).toHaveAttribute('data-agorot', '5030');
      await expect(shown).toContainText('50.30');
      await expect(shown).toContainText('סה״כ המוצג');
      await expect(shown.getByTestId('shown-incomes')).toHaveCount(0);
      // The month's own totals stay what they are.
      await expect(page.getByTestId('total-expenses')).toHaveAttribute('data-agorot', '155180');

      // 150 restaurant visits: the ledger reads 100 at a time, the total counts all 150.
      await category.selectOption('מסעדות');
      await expect(shown.getByTestId('shown-expenses')).toHaveAttribute('data-agorot', '150150');
      await expect(shown).toContainText('1,501.50');
      await expect(page.getByTestId('ledger-count')).toContainText('150 מתוך');

      // Incomes only: their sum, and the balance of what is shown.
      await category.selectOption('');
      await page.getByRole('combobox', { name: 'סוג' }).selectOption('income');
      await expect(shown.getByTestId('shown-incomes')).toHaveAttribute('data-agorot', '101500');
      await expect(shown.getByTestId('shown-expenses')).toHaveCount(0);
      await expect(shown.getByTestId('shown-net')).toHaveAttribute('data-agorot', '101500');

      // Recurring payments are expenses of the month too.
      await page.getByRole('combobox', { name: 'סוג' }).selectOption('recurring');
      await expect(shown.getByTestId('shown-expenses')).toHaveAttribute('data-agorot', '3000');
    },
  );

  test(
    'search results show the count and sums of every match, not only the page shown',
    { tag: ['@search'] },
    async ({ page, request }) => {
      await seedMonth(page, request, 'search-shown');
      await page.goto('/search?q=%D7%A1%D7%95%D7%A4%D7%A8'); // סופר
      const total = page.getByTestId('search-total');
      await expect(total).toContainText('נמצאו 5 תוצאות');
      const sums = page.getByTestId('search-sums');
      await expect(sums.getByTestId('shown-expenses')).toHaveAttribute('data-agorot', '5030');
      await expect(sums.getByTestId('shown-incomes')).toHaveAttribute('data-agorot', '1500');
      // 15 − 50.30: what came in less what went out among the matches.
      await expect(sums.getByTestId('shown-net')).toHaveAttribute('data-agorot', '-3530');
      await expect(sums).toContainText('50.30');

      // 150 matches in pages of 20: the sum is all of them.
      await page.getByRole('searchbox').fill('מסעדה');
      await expect(total).toContainText('נמצאו 150 תוצאות');
      await expect(page.getByTestId('search-result')).toHaveCount(20);
      await expect(sums.getByTestId('shown-expenses')).toHaveAttribute('data-agorot', '150150');
      await expect(sums).toContainText('1,501.50');
    },
  );
});

test(
  'data management lists a month of 43 expenses one dense row each, with keyboard-reachable named actions and undo',
  { tag: ['@data-management'] },
  async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const user = await signInWithCycle(page, request, 'dm-dense');
    const today = todayInIsrael();
    await seedOutcomes(
      request,
      user,
      Array.from({ length: 43 }, (_, i) => ({
        date: today,
        amount: 12.5 + i,
        category: i % 2 ? 'מסעדות' : 'מזון וסופר',
        description: `קנייה ${i}`,
      })),
    );
    await page.goto('/data-management');
    const list = page.getByTestId('entries-expense');
    const entries = list.getByTestId('entry');
    await expect(entries).toHaveCount(43);

    // One line per entry: about 44 px, not the 98 px of a card with its buttons on a line of their own.
    for (const index of [0, 21, 42]) {
      const entry = entries.nth(index);
      await entry.scrollIntoViewIfNeeded();
      const box = (await entry.boundingBox())!;
      expect(box.height, `entry ${index}`).toBeLessThanOrEqual(48);
    }
    // The whole list (heading, total, column headers and 43 rows) was 4,600 px.
    await page.evaluate(() => window.scrollTo(0, 0));
    const listHeight = (await list.boundingBox())!.height;
    expect(listHeight).toBeLessThanOrEqual(43 * 48 + 200);

    // Edit and delete carry the entry's name and are reached by Tab from one to the next.
    const edit = list.getByRole('button', { name: 'עריכה: קנייה 7', exact: true });
    await edit.focus();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('button', { name: 'מחיקה: קנייה 7', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').getByRole('button', { name: 'כן, למחוק' }).click();
    await expect(entries).toHaveCount(42);
    await page.getByTestId('undo-bar').getByRole('button', { name: 'ביטול המחיקה' }).click();
    await expect(entries).toHaveCount(43);
    await expect(list.getByText('קנייה 7', { exact: true })).toBeVisible();
  },
);

test.describe('a phone, 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the navigation shows the page you are on', { tag: ['@shell'] }, async ({ page, request }) => {
    await signInWithCycle(page, request, 'phone-nav');
    for (const [route, label] of [
      ['/personal-area', 'אזור אישי'],
      ['/data-management', 'ניהול נתונים'],
      ['/statistics', 'סטטיסטיקה'],
    ] as const) {
      await page.goto(route);
      const active = page.getByRole('navigation', { name: 'ניווט ראשי' }).getByRole('link', { name: label });
      await expect(active).toHaveAttribute('aria-current', 'page');
      // Wholly on the screen, not scrolled away past the nav's end.
      await expect
        .poll(async () => {
          const box = (await active.boundingBox())!;
          return box.x >= -0.5 && box.x + box.width <= 375.5;
        }, `${label} in view`)
        .toBe(true);
    }
  });

  test(
    'the ledger keeps its category column, never scrolls sideways, and still reads page after page',
    { tag: ['@records'] },
    async ({ page, request }) => {
      await seedMonth(page, request, 'phone-ledger');
      await page.goto('/records');
      const rows = page.getByTestId('ledger-row');
      await expect(rows.first()).toBeVisible();
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ledger: (() => {
          const table = document.querySelector<HTMLElement>('[data-testid="ledger"]')!;
          return table.scrollWidth - table.clientWidth;
        })(),
      }));
      expect(overflow).toEqual({ page: 0, ledger: 0 });

      const category = rows.first().locator('.krec-cell--category');
      await expect(category).toBeVisible();
      await expect(category).not.toBeEmpty();
      const box = (await category.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);

      // 157 records, 100 of a kind per page: scrolling to the end reads the rest.
      const table = page.getByTestId('ledger');
      await expect(table).toHaveAttribute('aria-rowcount', /\d+/);
      await expect(async () => {
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
        await expect(table).toHaveAttribute('aria-rowcount', '158', { timeout: 1000 });
      }).toPass({ timeout: 30_000 });
    },
  );
});
