import { statisticsPage } from '@kaspit/mfe-statistics/testing';
import { shellPage } from '@kaspit/shell/testing';
import { apiAs, signInWithCycle } from '../support/money-session.js';
import { todayInIsrael } from '../support/settings-seed.js';
import { expect, test } from '../support/test.js';

test(
  '/main adds agorot exactly: a ₪0.10 expense and a ₪0.20 recurring payment show ₪0.30 spent, as statistics do',
  { tag: ['@journey', '@main', '@statistics'] },
  async ({ page, request }) => {
    const [shell, statistics] = [shellPage(page), statisticsPage(page)];
    const user = await signInWithCycle(page, request, 'agorot');
    const today = todayInIsrael();
    await apiAs(request, user, 'POST', '/outcomes', {
      outcomeData: { date: today, amount: 0.1, category: 'שונות', description: 'מסטיק' },
    });
    await apiAs(request, user, 'POST', '/recurring-payments', {
      recurringPaymentData: {
        name: 'אפליקציה',
        amount: 0.2,
        category: 'שונות',
        frequency: 'monthly',
        startDate: `${today.slice(0, 7)}-01`,
      },
    });
    await shell.open('/main');
    // The totals arrive after the card's title; wait for them rather than read the title alone.
    await expect.poll(() => shell.mainSpentCard()).toContain('הוצאות:0.30₪');
    expect(await shell.mainSpentCard()).toContain('נטו:-0.30₪');
    await expect.poll(() => shell.mainRecurringCard()).toContain('אפליקציה');

    await shell.navigateTo('סטטיסטיקה');
    await expect.poll(() => statistics.totals()).toEqual({ expenses: 0.3, net: -0.3 });
  },
);
