import { type Locator } from '@playwright/test';
import { expect, test } from './support/test.js';
import { todayInIsrael } from './support/settings-seed.js';
import { apiAs, signInWithCycle } from './support/money-session.js';

/** The amount as read, without the direction marks that keep the minus beside its digits. */
const amountText = async (cell: Locator) => ((await cell.textContent()) ?? '').replace(/[\u200e\u200f]/g, '');

for (const width of [1280, 375]) {
  test.describe(
    `one sign convention at ${width} px`,
    { tag: ['@records', '@data-management', '@search'] },
    () => {
      test.use({ viewport: { width, height: 900 } });

      test('an expense is positive and a refund negative on every page; the month net is not called a balance', async ({
        page,
        request,
      }) => {
        const user = await signInWithCycle(page, request, `signs-${width}`);
        const today = todayInIsrael();
        for (const [description, amount] of [
          ['קפה סימנים', 120],
          ['זיכוי סימנים', -50.25],
        ] as const) {
          await apiAs(request, user, 'POST', '/outcomes', {
            outcomeData: { date: today, amount, category: 'שונות', description },
          });
        }
        await apiAs(request, user, 'POST', '/incomes', {
          incomeData: { date: today, amount: 1000, source: 'משכורת סימנים' },
        });

        await page.goto('/records');
        const row = (name: string) => page.getByTestId('ledger-row').filter({ hasText: name });
        const cell = (name: string) => row(name).locator('.krec-cell--amount');
        await expect(page.getByTestId('ledger-row')).toHaveCount(3);
        expect(await amountText(cell('קפה סימנים'))).toBe('120.00\u00a0₪');
        expect(await amountText(cell('זיכוי סימנים'))).toBe('-50.25\u00a0₪');
        expect(await amountText(cell('משכורת סימנים'))).toBe('+1,000.00\u00a0₪');
        // "יתרה" is the bank balance's word; the month's income less its spending is its net.
        const records = page.getByTestId('remote-mfe-records');
        await expect(records.getByText('נטו החודש')).toBeVisible();
        await expect(records.getByText(/יתרה/)).toHaveCount(0);

        await page.goto('/data-management');
        const entry = (name: string) =>
          page.getByTestId('entry').filter({ hasText: name }).locator('.kdm-entry__amount');
        await expect(entry('קפה סימנים')).toBeVisible();
        expect(await amountText(entry('קפה סימנים'))).toBe('120.00\u00a0₪');
        expect(await amountText(entry('זיכוי סימנים'))).toBe('-50.25\u00a0₪');

        await page.goto(`/search?q=${encodeURIComponent('סימנים')}`);
        const result = (name: string) =>
          page.getByTestId('search-result').filter({ hasText: name }).locator('.krec-result__amount');
        await expect(page.getByTestId('search-result')).toHaveCount(3);
        expect(await amountText(result('קפה סימנים'))).toBe('120.00\u00a0₪');
        expect(await amountText(result('זיכוי סימנים'))).toBe('-50.25\u00a0₪');
        expect(await amountText(result('משכורת סימנים'))).toBe('+1,000.00\u00a0₪');
      });
    },
  );
}
