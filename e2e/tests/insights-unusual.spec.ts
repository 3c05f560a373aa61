import { expect, test, uniqueEmail } from './support/test.js';
import { seedOutcomes, type BulkOutcome } from './support/bulk-seed.js';
import { monthFromNow } from './support/insights-seed.js';
import { signInThroughApi } from './support/session.js';

const FUEL = 'תחבורה ודלק';

test(
  '/ai: an ordinary ₪300 fill-up is not unusual though parking charges share its category; a ₪1,200 one is, and a refund never is',
  { tag: ['@ai'] },
  async ({ page, request }) => {
    const user = await signInThroughApi(page, request, uniqueEmail('insights-fuel'), 'דלק');
    const on = await request.patch(`/api/users/${user.id}/ai-subscription`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
      data: { enabled: true },
    });
    expect(on.status()).toBe(200);

    // Five months of two fill-ups (₪280–₪320) and four parking charges (₪12–₪25) each: parking is most of the
    // category's expenses, so its median is a parking charge.
    const outcomes: BulkOutcome[] = [];
    const expense = (date: string, amount: number, description: string) =>
      outcomes.push({ date, amount, description, category: FUEL });
    for (let back = 1; back <= 5; back++) {
      const month = monthFromNow(-back);
      expense(`${month}-03`, 280 + back * 4, 'פז - תחנה 1234');
      expense(`${month}-17`, 320 - back * 3, 'פז - תחנה 77');
      for (const [day, amount] of [
        ['05', 12],
        ['09', 18.5],
        ['12', 25],
        ['21', 15],
      ] as const)
        expense(`${month}-${day}`, amount, 'חניון אחוזת החוף');
    }
    const month = monthFromNow(0);
    expense(`${month}-02`, 300, 'פז - תחנה 1234');
    expense(`${month}-04`, 14, 'חניון אחוזת החוף');
    expense(`${month}-06`, -150, 'זיכוי פז');
    expense(`${month}-08`, 1200, 'פז - תחנה 77');
    await seedOutcomes(request, user, outcomes);

    await page.goto('/ai');
    const unusual = page.getByTestId('ai-insights').locator('[data-kind="unusual"]');
    await expect(unusual).toHaveCount(1);
    await expect(unusual).toContainText('1,200.00');
    // Judged against the same merchant's fill-ups, not the category's parking charges.
    await expect(unusual).toContainText('באותו בית עסק');
    await expect(unusual).toContainText('300.00');
    await expect(page.getByTestId('ai-insights')).not.toContainText('זיכוי פז');
  },
);
