import { expect, test } from './support/test.js';
import { todayInIsrael } from './support/settings-seed.js';
import { apiAs, shiftMonth, signInWithCycle } from './support/money-session.js';

interface Payment {
  id: string;
  isActive: boolean;
  endDate: string | null;
}

test(
  'deleting a recurring payment from a month offers "this month only" or the whole payment, says which, and both can be undone',
  { tag: ['@records'] },
  async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'skip');
    const month = todayInIsrael().slice(0, 7);
    const { recurringPayment } = await apiAs<{ recurringPayment: Payment }>(
      request,
      user,
      'POST',
      '/recurring-payments',
      {
        recurringPaymentData: {
          name: 'ועד בית',
          amount: 250,
          category: 'שונות',
          frequency: 'monthly',
          startDate: `${shiftMonth(month, -3)}-01`,
        },
      },
    );
    await apiAs(request, user, 'POST', '/outcomes', {
      outcomeData: { date: todayInIsrael(), amount: 30, category: 'שונות', description: 'לחם' },
    });
    const listedIn = async (m: string) =>
      (
        await apiAs<{ recurringPayments: Payment[] }>(request, user, 'GET', `/recurring-payments?month=${m}`)
      ).recurringPayments.map((p) => p.id);

    await page.goto('/records');
    const rows = page.getByTestId('ledger-row');
    const recurringRow = rows.filter({ hasText: 'ועד בית' });
    await expect(recurringRow).toHaveCount(1);

    // This month only: skipped here, still charged in the other months.
    await recurringRow.getByRole('button', { name: 'מחיקה: ועד בית' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('תשלום קבוע');
    await dialog.getByRole('button', { name: /^רק החיוב של / }).click();
    await expect(recurringRow).toHaveCount(0);
    expect(await listedIn(month)).toEqual([]);
    expect(await listedIn(shiftMonth(month, -1))).toEqual([recurringPayment.id]);
    expect(await listedIn(shiftMonth(month, 1))).toEqual([recurringPayment.id]);
    const undoBar = page.getByTestId('undo-bar');
    await undoBar.getByRole('button', { name: 'ביטול המחיקה' }).click();
    await expect(recurringRow).toHaveCount(1);
    expect(await listedIn(month)).toEqual([recurringPayment.id]);

    // The whole payment: gone from every month, and back with its own id on undo.
    await recurringRow.getByRole('button', { name: 'מחיקה: ועד בית' }).click();
    await dialog.getByRole('button', { name: 'את כל התשלום, מכל החודשים' }).click();
    await expect(recurringRow).toHaveCount(0);
    expect(await listedIn(shiftMonth(month, -1))).toEqual([]);
    await undoBar.getByRole('button', { name: 'ביטול המחיקה' }).click();
    await expect(recurringRow).toHaveCount(1);
    expect(await listedIn(shiftMonth(month, -1))).toEqual([recurringPayment.id]);

    // An expense deleted from the ledger can be brought back too.
    await rows.filter({ hasText: 'לחם' }).getByRole('button', { name: 'מחיקה: לחם' }).click();
    await dialog.getByRole('button', { name: 'כן, למחוק' }).click();
    await expect(rows.filter({ hasText: 'לחם' })).toHaveCount(0);
    await undoBar.getByRole('button', { name: 'ביטול המחיקה' }).click();
    await expect(rows.filter({ hasText: 'לחם' })).toHaveCount(1);
  },
);

test(
  'removing a payment method in the personal area can be undone',
  { tag: ['@personal-area', '@smoke'] },
  async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'method-undo');
    await apiAs(request, user, 'PATCH', `/users/${user.id}/payments-methods`, {
      paymentMethodName: 'ויזה 1234',
    });
    await page.goto('/personal-area');
    const section = page.getByRole('region', { name: 'אמצעי תשלום' });
    await section.getByRole('button', { name: 'הסרת ויזה 1234' }).click();
    await expect(section.getByRole('listitem').filter({ hasText: 'ויזה 1234' })).toHaveCount(0);
    await section.getByTestId('undo-bar').getByRole('button', { name: 'ביטול ההסרה' }).click();
    await expect(section.getByRole('listitem').filter({ hasText: 'ויזה 1234' })).toHaveCount(1);
    const { userData } = await apiAs<{ userData: { paymentMethods: { paymentMethodName: string }[] } }>(
      request,
      user,
      'GET',
      `/users/${user.id}`,
    );
    expect(userData.paymentMethods.map((m) => m.paymentMethodName)).toContain('ויזה 1234');
  },
);
