import { budgetsPage } from '@kaspit/mfe-budgets/testing';
import { personalAreaPage } from '@kaspit/mfe-personal-area/testing';
import { shellPage } from '@kaspit/shell/testing';
import { signInThroughApi } from '../support/session.js';
import { settingsApi, shiftMonth, todayInIsrael } from '../support/settings-seed.js';
import { expect, test, uniqueEmail } from '../support/test.js';

test(
  'changing the billing cycle to 10→9 moves a record dated the 5th into the previous billing month',
  { tag: ['@journey', '@personal-area', '@budgets', '@smoke'] },
  async ({ page, request }) => {
    const [shell, personalArea, budgets] = [shellPage(page), personalAreaPage(page), budgetsPage(page)];
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const user = await signInThroughApi(page, request, uniqueEmail('cycle'), 'מחזורית');
    const api = settingsApi(request, user);
    const today = todayInIsrael();
    const month = today.slice(0, 7);
    const previous = shiftMonth(month, -1);
    const { outcome } = await api.outcome({
      date: `${month}-05`,
      amount: 123,
      category: 'מסעדות',
      description: 'ארוחה',
    });
    const ids = async (m: string) => (await api.list('outcomes', m)).body.data!.outcomes!.map((o) => o.id);
    expect(await ids(month)).toContain(outcome!.id);

    await personalArea.open();
    await personalArea.chooseCycleStart(10);
    // The end follows, and the live preview shows the period before anything is saved.
    await expect
      .poll(() => personalArea.cycleForm())
      .toMatchObject({ endDay: '9', endMonth: '1', preview: expect.stringContaining('יימשך מ-10.') });
    await personalArea.saveCycle();

    // The API lists it in the previous billing month now.
    expect(await ids(month)).not.toContain(outcome!.id);
    expect(await ids(previous)).toContain(outcome!.id);

    // The budgets page follows: the selected month follows the new cycle, and the record counts only in its
    // billing month (today's day decides which billing month the page opens on).
    const selected = Number(today.slice(8, 10)) >= 10 ? month : previous;
    await shell.navigateTo('תקציבים');
    await expect.poll(() => budgets.month()).toBe(selected);
    await expect
      .poll(async () => (await budgets.budget('מסעדות')).spentAgorot)
      .toBe(selected === previous ? 12300 : 0);
    expect(errors).toEqual([]);
  },
);
