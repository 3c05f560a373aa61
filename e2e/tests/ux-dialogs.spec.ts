import { expect, test } from './support/test.js';
import { todayInIsrael } from './support/settings-seed.js';
import { apiAs, signInWithCycle } from './support/money-session.js';
import { settled } from './support/settled.js';

test(
  'Escape closes the delete confirmation, which opens on "cancel" and gives focus back: Escape then Enter deletes nothing',
  { tag: ['@records', '@data-management'] },
  async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'escape');
    await apiAs(request, user, 'POST', '/outcomes', {
      outcomeData: { date: todayInIsrael(), amount: 42, category: 'שונות', description: 'מתנה' },
    });
    const count = async () =>
      (await apiAs<{ outcomes: unknown[] }>(request, user, 'GET', '/outcomes')).outcomes.length;

    // The month's ledger.
    await page.goto('/records');
    const trigger = page.getByRole('button', { name: 'מחיקה: מתנה' });
    await trigger.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'ביטול' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter'); // reopens the question, never answers it
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Enter'); // on "cancel"
    await expect(dialog).toBeHidden();
    expect(await count()).toBe(1);

    // Data management's list asks the same way.
    await page.goto('/data-management?tab=expense');
    const listTrigger = page.getByTestId('entries-expense').getByRole('button', { name: /מחיקה/ });
    await listTrigger.click();
    await expect(dialog.getByRole('button', { name: 'ביטול' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(listTrigger).toBeFocused();
    const deletes: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'DELETE') deletes.push(req.url());
    });
    await page.keyboard.press('Escape');
    // Once the page has painted what the key did: no delete was sent, nothing offers an undo, the row is there.
    await settled(page);
    expect(deletes).toEqual([]);
    await expect(page.getByTestId('undo-bar')).toHaveCount(0);
    await expect(listTrigger).toBeVisible();
    expect(await count()).toBe(1);
  },
);

test(
  'the installment badge stays after a mixed-direction name: "מקרר LG" then "1/12", never "מקרר 1/12 LG"',
  { tag: ['@records'] },
  async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'bdi');
    await apiAs(request, user, 'POST', '/outcomes', {
      outcomeData: {
        date: todayInIsrael(),
        amount: 6000,
        category: 'שונות',
        description: 'מקרר LG',
        installments: { total: 12 },
      },
    });
    await page.goto('/records');
    const badge = page.getByTestId('installment').first();
    await expect(badge).toHaveText('1/12');
    // Right to left: "מקרר", then "LG" to its left, then the badge left of "LG".
    const boxes = await badge.evaluate((element) => {
      const cell = element.parentElement!;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      let node: Node | null;
      while ((node = walker.nextNode())) {
        const at = node.textContent!.indexOf('LG');
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 2);
        const latin = range.getBoundingClientRect();
        return { latinLeft: latin.left, badgeRight: element.getBoundingClientRect().right };
      }
      throw new Error('no LG in the cell');
    });
    expect(boxes.badgeRight).toBeLessThanOrEqual(boxes.latinLeft + 0.5);
  },
);
