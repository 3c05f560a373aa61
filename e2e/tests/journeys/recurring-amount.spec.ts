import { dataManagementPage } from '@kaspit/mfe-data-management/testing';
import { recordsPage } from '@kaspit/mfe-records/testing';
import { shellPage } from '@kaspit/shell/testing';
import { apiAs, shiftMonth, signInWithCycle } from '../support/money-session.js';
import { expect, test } from '../support/test.js';

test(
  'changing a recurring amount "from now on" shows the affected months and leaves earlier months unchanged',
  { tag: ['@journey', '@data-management', '@records'] },
  async ({ page, request }) => {
    const [shell, dataManagement, records] = [shellPage(page), dataManagementPage(page), recordsPage(page)];
    const user = await signInWithCycle(page, request, 'amount');
    const { recurringPayment } = await apiAs<{ recurringPayment: { id: string; startDate: string } }>(
      request,
      user,
      'POST',
      '/recurring-payments',
      {
        recurringPaymentData: {
          name: 'ועד בית',
          amount: 100,
          category: 'דיור',
          frequency: 'monthly',
          startDate: '2025-01-01',
        },
      },
    );
    expect(recurringPayment.startDate).toBe('2025-01-01');
    await dataManagement.open();
    const current = await shell.selectedMonth();
    const change = await dataManagement.changeRecurringAmount('ועד בית', {
      amount: '150',
      reason: 'עדכון שנתי',
    });
    expect(change.scope).toBe('מעכשיו והלאה');
    expect(change.affectedMonths[0]).toBe(current);
    expect(change.affectedMonths).not.toContain(shiftMonth(current, -1));

    await shell.navigateTo('רשומות');
    await records.shown();
    await expect.poll(async () => (await records.row('ועד בית'))?.agorot).toBe(15000);
    await shell.goToMonth(shiftMonth(current, -1));
    await expect.poll(async () => (await records.row('ועד בית'))?.agorot).toBe(10000);
    await shell.goToMonth('2025-01');
    await expect.poll(async () => (await records.row('ועד בית'))?.agorot).toBe(10000);
  },
);
