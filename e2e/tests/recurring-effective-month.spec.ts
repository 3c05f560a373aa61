import { expect, test } from './support/test.js';
import { todayInIsrael } from './support/settings-seed.js';
import { apiAs, goToMonth, shiftMonth, signInWithCycle } from './support/money-session.js';

interface Payment {
  id: string;
  amount: number;
  amountHistory: { effectiveFrom: string; amount: number }[];
}

test.describe('a price change from a given billing month', { tag: ['@data-management', '@records'] }, () => {
  for (const width of [1280, 375]) {
    test(`"from billing month …" keeps earlier months' price and starts the new one there — ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const user = await signInWithCycle(page, request, `price-from-${width}`);
      const month = todayInIsrael().slice(0, 7);
      const from = shiftMonth(month, 2);
      const { recurringPayment } = await apiAs<{ recurringPayment: Payment }>(
        request,
        user,
        'POST',
        '/recurring-payments',
        {
          recurringPaymentData: {
            name: 'ביטוח רכב',
            amount: 100,
            category: 'שונות',
            frequency: 'monthly',
            startDate: `${shiftMonth(month, -2)}-01`,
          },
        },
      );

      await page.goto('/data-management?tab=recurring');
      const entry = page
        .getByTestId('entries-recurring')
        .getByTestId('entry')
        .filter({ hasText: 'ביטוח רכב' });
      await entry.getByRole('button', { name: 'שינוי סכום: ביטוח רכב' }).click();
      const dialog = page.getByRole('dialog', { name: 'שינוי סכום התשלום הקבוע' });
      await dialog.getByLabel('הסכום החדש (₪)').fill('120');
      await dialog.getByRole('radio', { name: 'מחודש חיוב מסוים והלאה' }).check();
      const monthField = dialog.getByLabel('מחודש החיוב');
      // Without a month the form says which field is missing and sends nothing.
      await monthField.fill('');
      await dialog.getByRole('button', { name: 'שמירה' }).click();
      await expect(dialog.getByText('יש לבחור את חודש החיוב שממנו הסכום החדש חל')).toBeVisible();
      await monthField.fill(from);
      await dialog.getByRole('button', { name: 'שמירה' }).click();
      const affected = dialog.getByTestId('affected-months').getByRole('listitem');
      await expect(affected.first()).toHaveText(from);

      const { recurringPayments } = await apiAs<{ recurringPayments: Payment[] }>(
        request,
        user,
        'GET',
        '/recurring-payments',
      );
      const stored = recurringPayments.find((p) => p.id === recurringPayment.id)!;
      expect(stored.amount).toBe(100);
      expect(stored.amountHistory.map((e) => [e.effectiveFrom, e.amount])).toEqual([
        [shiftMonth(month, -2), 100],
        [from, 120],
      ]);

      // The records of the month before still charge 100; from the month given, 120.
      await page.goto('/records');
      const row = page.getByTestId('ledger-row').filter({ hasText: 'ביטוח רכב' });
      await goToMonth(page, shiftMonth(from, -1));
      await expect(row.locator('[data-agorot]')).toHaveAttribute('data-agorot', '10000');
      await goToMonth(page, from);
      await expect(row.locator('[data-agorot]')).toHaveAttribute('data-agorot', '12000');
    });
  }
});
