import { expect, test } from './support/test.js';
import { todayInIsrael } from './support/settings-seed.js';
import { apiAs, signInWithCycle } from './support/money-session.js';

for (const width of [1280, 375]) {
  test.describe(`records at ${width} px`, { tag: ['@records'] }, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every date in the ledger shows whole: day, month and year, none cut off', async ({
      page,
      request,
    }) => {
      const user = await signInWithCycle(page, request, `dates-${width}`);
      const month = todayInIsrael().slice(0, 7);
      // Two-digit days and months are the widest dates; a one-digit day is there too.
      for (const day of ['01', '10', '28']) {
        await apiAs(request, user, 'POST', '/outcomes', {
          outcomeData: { date: `${month}-${day}`, amount: 10, category: 'שונות', description: `יום ${day}` },
        });
      }
      await page.goto('/records');
      const cells = page.getByTestId('ledger-row').locator('.krec-cell--date');
      await expect(cells).toHaveCount(3);
      const [year, m] = month.split('-').map(Number) as [number, number];
      await expect(cells).toHaveText(
        ['28', '10', '1'].map((day) => `${day}.${m}.${year}`),
        { useInnerText: true },
      );
      // The text's own width against the room inside the cell: a fraction of a pixel too little already turns the
      // day into "…" (scrollWidth, rounded to whole pixels, can miss it).
      const clipped = await cells.evaluateAll((all) =>
        all.flatMap((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const text = range.getBoundingClientRect().width;
          const style = getComputedStyle(cell);
          const room =
            cell.getBoundingClientRect().width -
            parseFloat(style.paddingInlineStart) -
            parseFloat(style.paddingInlineEnd);
          // Layout rounds widths to 1/64 px, so a few hundredths of a pixel are rounding, not a cut-off day.
          return cell.scrollWidth > cell.clientWidth || text > room + 0.05
            ? [
                `${cell.textContent}: text ${text}px in ${room}px (scroll ${cell.scrollWidth} > ${cell.clientWidth})`,
              ]
            : [];
        }),
      );
      expect(clipped).toEqual([]);
    });
  });
}
