import { expect, test } from '@playwright/test';
import { signInThroughApi } from './support/session.js';
import { monthFromNow, seeder } from './support/insights-seed.js';

test('turning the AI subscription on opens /ai: forecast and unusual expense name the seeded records, and a question is answered with the right sum', async ({
  page,
  request,
}) => {
  // A fresh person on every attempt: a retry must start without the subscription the first attempt turned on.
  const attempt = `${test.info().repeatEachIndex}-${test.info().retry}`;
  const user = await signInThroughApi(page, request, `insights-ai-${attempt}@example.com`, 'תובנות');
  const seed = seeder(request, user);
  await seed.budget('מזון וסופר', 300);
  // The usual food shopping over the five months before this one: about ₪100 a time.
  for (let back = 1; back <= 5; back++) {
    const month = monthFromNow(-back);
    await seed.outcome(`${month}-05`, back === 1 ? 95 : 100 + back, 'שופרסל');
    await seed.outcome(`${month}-20`, back === 1 ? 105.5 : 98 + back, 'שופרסל');
  }
  await seed.outcome(`${monthFromNow(0)}-01`, 950, 'קייטרינג לבר מצווה');

  await page.goto('/ai');
  await expect(page.getByTestId('ai-offer')).toBeVisible();
  await expect(page.getByTestId('ai-offer').getByRole('link')).toHaveAttribute('href', '/personal-area');

  // Turned on where a person turns it on: the personal area, reached from the offer's link.
  await page.getByTestId('ai-offer').getByRole('link').click();
  await expect(page).toHaveURL(/\/personal-area$/);
  // The switch follows the saved user record, so it turns on once the server has said yes.
  const aiSwitch = page.getByRole('switch', { name: 'מנוי לתובנות AI' });
  await aiSwitch.click();
  await expect(aiSwitch).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'המנוי לתובנות AI הופעל' })).toBeVisible();
  await page.getByRole('button', { name: 'מעבר לתובנות AI' }).click();
  await expect(page).toHaveURL(/\/ai$/);
  const insights = page.getByTestId('ai-insights');
  const forecast = insights.getByTestId('insight-forecast-מזון וסופר');
  await expect(forecast).toContainText('מזון וסופר');
  await expect(forecast).toContainText('קייטרינג לבר מצווה');
  await expect(insights.locator('[data-kind="unusual"]')).toContainText('קייטרינג לבר מצווה');
  await expect(insights.locator('[data-kind="unusual"]')).toContainText('950.00');

  await page.getByLabel('שאלה', { exact: true }).fill('כמה הוצאתי על מזון בחודש שעבר?');
  await page.getByRole('button', { name: 'שאלה', exact: true }).click();
  // Last month: 95 + 105.50.
  await expect(page.getByTestId('ai-answer-text')).toContainText('200.50');
  await expect(page.getByTestId('ai-answer-records').getByRole('row')).toHaveCount(2);
  const cached = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith('ai_cache_')),
  );
  expect(cached).toHaveLength(1);
});
