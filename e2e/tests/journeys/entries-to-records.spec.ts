import { dataManagementPage } from '@kaspit/mfe-data-management/testing';
import { recordsPage } from '@kaspit/mfe-records/testing';
import { shellPage } from '@kaspit/shell/testing';
import { apiAs, signInWithCycle } from '../support/money-session.js';
import { expect, test } from '../support/test.js';

/** Billing months run from the 10th to the 9th of the next month, labelled by the month they start in. */
const CYCLE = { startDay: 10, endDay: 9, endMonth: 1 as const };

test(
  'an expense, an income, a recurring payment and an installment plan entered in data management show in records in their billing months',
  { tag: ['@journey', '@data-management', '@records'] },
  async ({ page, request }) => {
    // Five forms filled and saved, then three months of the ledger: over a minute on a loaded machine.
    test.setTimeout(120_000);
    const [shell, dataManagement, records] = [shellPage(page), dataManagementPage(page), recordsPage(page)];
    const user = await signInWithCycle(page, request, 'entries', CYCLE);
    await dataManagement.open();
    // 5 March is before the cycle's 10th, so it belongs to February's billing month.
    await dataManagement.addExpense({
      date: '2026-03-05',
      amount: '42.50',
      description: 'קפה של בוקר',
      category: 'מסעדות',
      paymentMethod: 'ביט',
    });
    // An installment plan: ₪1,200 in 12 payments from 15 March (March's billing month).
    const plan = await dataManagement.previewInstallmentPlan({
      date: '2026-03-15',
      total: '1200',
      payments: 12,
      description: 'מקרר',
      category: 'שונות',
    });
    expect(plan[0]).toContain('1/12');
    expect(plan.at(-1)).toContain('12/12');
    expect(plan.at(-1)).toContain('פברואר 2027');
    await dataManagement.saveInstallmentPlan();
    await dataManagement.addIncome({ date: '2026-03-12', amount: '9000', source: 'משכורת' });
    expect(await dataManagement.recurringFrequencies()).toEqual([
      'בחירה…',
      'חודשי',
      'דו-חודשי',
      'רבעוני',
      'חצי-שנתי',
      'שנתי',
    ]);
    await dataManagement.addRecurring({
      name: 'חדר כושר',
      amount: '200',
      category: 'פנאי',
      frequency: 'חודשי',
      startDate: '2026-02-15',
    });

    await shell.navigateTo('רשומות');
    await records.shown();
    await shell.goToMonth('2026-02');
    await expect.poll(() => records.countRows('קפה של בוקר')).toBe(1);
    expect(await records.countRows('חדר כושר')).toBe(1);
    expect(await records.countRows('משכורת')).toBe(0);
    expect(await records.countRows('מקרר')).toBe(0);

    await shell.goToMonth('2026-03');
    await expect.poll(() => records.countRows('משכורת')).toBe(1);
    expect((await records.row('מקרר'))?.text).toContain('1/12');
    expect(await records.countRows('חדר כושר')).toBe(1);
    expect(await records.countRows('קפה של בוקר')).toBe(0);
    // The totals are the ones the statistics report.
    const { statistics } = await apiAs<{ statistics: { totals: Record<string, number> } }>(
      request,
      user,
      'GET',
      '/statistics?month=2026-03',
    );
    expect(statistics.totals).toMatchObject({ outcomes: 100, recurring: 200, incomes: 9000 });
    const agorot = (shekels: number) => Math.round(shekels * 100);
    await expect
      .poll(() => records.totals())
      .toEqual({
        expenses: agorot(statistics.totals.outcomes!),
        recurring: agorot(statistics.totals.recurring!),
        incomes: agorot(statistics.totals.incomes!),
        net: agorot(statistics.totals.net!),
      });

    await shell.goToMonth('2027-02');
    await expect
      .poll(() => records.row('מקרר'))
      .toMatchObject({
        text: expect.stringContaining('12/12'),
        agorot: 10000,
      });
  },
);
