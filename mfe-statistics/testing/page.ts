import { expect, type Page } from '@playwright/test';

/** The month's totals the statistics page shows, in shekels as the page states them. */
export interface StatisticsTotals {
  expenses: number;
  net: number;
}

/**
 * What the statistics page (/statistics) offers a test: the month it shows and its totals, read as numbers.
 * Owned with mfe-statistics' markup: change one, change the other.
 */
export function statisticsPage(page: Page) {
  const root = page.getByTestId('remote-mfe-statistics');
  const value = async (name: string) =>
    Number(await root.getByTestId(`total-${name}`).getAttribute('data-value'));
  return {
    async open(): Promise<void> {
      await page.goto('/statistics');
      await expect(root.getByRole('heading', { level: 1 })).toHaveText('סטטיסטיקה');
    },

    /** The month's totals once they are shown (poll it for figures that follow a change). */
    async totals(): Promise<StatisticsTotals> {
      await expect(root.getByTestId('total-expenses')).toHaveAttribute('data-value', /^-?[\d.]+$/);
      return { expenses: await value('expenses'), net: await value('net') };
    },
  };
}

/**
 * What the AI insights page (/ai) offers a test: its subscription offer, the insights, and a question answered.
 * Owned with mfe-statistics' markup: change one, change the other.
 */
export function aiInsightsPage(page: Page) {
  const root = page.getByTestId('remote-mfe-statistics');
  const offer = root.getByTestId('ai-offer');
  const insights = root.getByTestId('ai-insights');
  return {
    async open(): Promise<void> {
      await page.goto('/ai');
      await expect(root.getByRole('heading', { level: 1 })).toHaveText('תובנות AI');
    },

    /** Whether the page offers the subscription (shown to a person without it) rather than insights. */
    async offersSubscription(): Promise<boolean> {
      await expect(offer.or(insights)).toBeVisible();
      return offer.isVisible();
    },

    /** Follows the offer's link to where the subscription is turned on. */
    async followOffer(): Promise<void> {
      await offer.getByRole('link').click();
    },

    /** The forecast insight of `category`, as its text. */
    async forecast(category: string): Promise<string> {
      const forecast = insights.getByTestId(`insight-forecast-${category}`);
      await expect(forecast).toBeVisible();
      return (await forecast.textContent()) ?? '';
    },

    /** The unusual-expense insights' texts (poll it: insights arrive after the page). */
    async unusual(): Promise<string[]> {
      await expect(insights).toBeVisible();
      return insights.locator('[data-kind="unusual"]').allTextContents();
    },

    /** Waits until the page is the AI insights page (after a button led to it). */
    async shown(): Promise<void> {
      await expect(page).toHaveURL(/\/ai$/);
      await expect(root.getByRole('heading', { level: 1 })).toHaveText('תובנות AI');
    },

    /** Asks `question`; `answer` reads the reply. */
    async ask(question: string): Promise<void> {
      await root.getByLabel('שאלה', { exact: true }).fill(question);
      await root.getByRole('button', { name: 'שאלה', exact: true }).click();
    },

    /** The reply to the last question: its text and how many records it lists (poll it until it arrives). */
    async answer(): Promise<{ text: string; records: number }> {
      const text = root.getByTestId('ai-answer-text');
      return {
        text: (await text.count()) ? ((await text.textContent()) ?? '') : '',
        records: await root.getByTestId('ai-answer-records').getByRole('row').count(),
      };
    },

    /** How many answers the page keeps for this session, so a question asked again costs nothing. */
    async cachedAnswers(): Promise<number> {
      return page.evaluate(
        () => Object.keys(sessionStorage).filter((key) => key.startsWith('ai_cache_')).length,
      );
    },
  };
}

export type StatisticsPage = ReturnType<typeof statisticsPage>;
export type AiInsightsPage = ReturnType<typeof aiInsightsPage>;
