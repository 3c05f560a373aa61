import { dataManagementPage } from '@kaspit/mfe-data-management/testing';
import { recordsPage } from '@kaspit/mfe-records/testing';
import { shellPage } from '@kaspit/shell/testing';
import { apiAs, shiftMonth, signInWithCycle } from '../support/money-session.js';
import { todayInIsrael } from '../support/settings-seed.js';
import { expect, test } from '../support/test.js';

interface Payment {
  id: string;
  isActive: boolean;
  endDate: string | null;
}

test(
  '"השהיה" skips the months ahead and resuming keeps the planned end date; "הפסקה" ends the payment',
  { tag: ['@journey', '@data-management', '@records'] },
  async ({ page, request }) => {
    const [shell, dataManagement, records] = [shellPage(page), dataManagementPage(page), recordsPage(page)];
    const user = await signInWithCycle(page, request, 'pause');
    const today = todayInIsrael();
    const month = today.slice(0, 7);
    const planned = `${shiftMonth(month, 8)}-01`;
    const { recurringPayment } = await apiAs<{ recurringPayment: Payment }>(
      request,
      user,
      'POST',
      '/recurring-payments',
      {
        recurringPaymentData: {
          name: 'חוג שחייה',
          amount: 180,
          category: 'שונות',
          frequency: 'monthly',
          startDate: `${shiftMonth(month, -3)}-01`,
          endDate: planned,
        },
      },
    );
    const stored = async () =>
      (
        await apiAs<{ recurringPayments: Payment[] }>(request, user, 'GET', '/recurring-payments')
      ).recurringPayments.find((p) => p.id === recurringPayment.id)!;

    await dataManagement.open('recurring');
    await dataManagement.pauseRecurring('חוג שחייה');
    expect(await stored()).toMatchObject({ isActive: false, endDate: planned });

    // Two months on, the paused payment is not charged; the months before the pause still are.
    await records.open();
    await shell.goToMonth(shiftMonth(month, 2));
    await expect.poll(() => records.isEmpty()).toBe(true);
    await shell.goToMonth(shiftMonth(month, -1));
    await expect.poll(() => records.countRows('חוג שחייה')).toBe(1);

    await dataManagement.open('recurring');
    await dataManagement.resumeRecurring('חוג שחייה');
    expect(await stored()).toMatchObject({ isActive: true, endDate: planned });

    // A stop is not a pause: the payment ends today.
    await dataManagement.stopRecurring('חוג שחייה');
    expect(await stored()).toMatchObject({ isActive: false, endDate: today });
  },
);
