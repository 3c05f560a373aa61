import { personalAreaPage } from '@kaspit/mfe-personal-area/testing';
import { aiInsightsPage } from '@kaspit/mfe-statistics/testing';
import { monthFromNow, seeder } from '../support/insights-seed.js';
import { signInThroughApi } from '../support/session.js';
import { expect, test, uniqueEmail } from '../support/test.js';

test(
  'turning the AI subscription on opens /ai: forecast and unusual expense name the seeded records, and a question is answered with the right sum',
  { tag: ['@journey', '@ai', '@personal-area', '@smoke'] },
  async ({ page, request }) => {
    const [ai, personalArea] = [aiInsightsPage(page), personalAreaPage(page)];
    const user = await signInThroughApi(page, request, uniqueEmail('insights-ai'), 'תובנות');
    const seed = seeder(request, user);
    await seed.budget('מזון וסופר', 300);
    // The usual food shopping over the five months before this one: about ₪100 a time.
    for (let back = 1; back <= 5; back++) {
      const month = monthFromNow(-back);
      await seed.outcome(`${month}-05`, back === 1 ? 95 : 100 + back, 'שופרסל');
      await seed.outcome(`${month}-20`, back === 1 ? 105.5 : 98 + back, 'שופרסל');
    }
    await seed.outcome(`${monthFromNow(0)}-01`, 950, 'קייטרינג לבר מצווה');

    await ai.open();
    expect(await ai.offersSubscription()).toBe(true);
    // Turned on where a person turns it on: the personal area, reached from the offer's link.
    await ai.followOffer();
    await personalArea.shown();
    await personalArea.subscribeToAi();
    await personalArea.goToAiInsights();
    await ai.shown();
    const forecast = await ai.forecast('מזון וסופר');
    expect(forecast).toContain('מזון וסופר');
    expect(forecast).toContain('קייטרינג לבר מצווה');
    await expect
      .poll(() => ai.unusual())
      .toEqual([expect.stringMatching(/קייטרינג לבר מצווה[\s\S]*950\.00|950\.00[\s\S]*קייטרינג לבר מצווה/)]);

    await ai.ask('כמה הוצאתי על מזון בחודש שעבר?');
    // Last month: 95 + 105.50.
    await expect.poll(async () => (await ai.answer()).text).toContain('200.50');
    await expect.poll(async () => (await ai.answer()).records).toBe(2);
    expect(await ai.cachedAnswers()).toBe(1);
  },
);
