import { expect, type Page } from '@playwright/test';

/** The billing cycle form as it stands: its days and the preview sentence it shows before saving. */
export interface BillingCycleForm {
  startDay: string;
  endDay: string;
  /** "0": the cycle ends in the month it starts; "1": in the next. */
  endMonth: string;
  preview: string;
}

/**
 * What the personal area (/personal-area) offers a test: the billing cycle and the AI subscription. Owned with
 * mfe-personal-area's markup: change one, change the other.
 */
export function personalAreaPage(page: Page) {
  const root = page.getByTestId('remote-mfe-personal-area');
  const announced = (text: string) =>
    expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
  return {
    async open(): Promise<void> {
      await page.goto('/personal-area');
      await this.shown();
    },

    /** Waits until the page is the personal area (after a link led to it). */
    async shown(): Promise<void> {
      await expect(page).toHaveURL(/\/personal-area$/);
      await expect(root.getByRole('heading', { level: 1 })).toHaveText('אזור אישי');
    },

    /** Types the billing cycle's first day (the end day follows it), without saving. */
    async chooseCycleStart(day: number): Promise<void> {
      await root.getByRole('spinbutton', { name: 'יום התחלה' }).fill(String(day));
    },

    /** The billing cycle form as it stands now (poll it: the end and the preview follow what was typed). */
    async cycleForm(): Promise<BillingCycleForm> {
      return {
        startDay: await root.getByRole('spinbutton', { name: 'יום התחלה' }).inputValue(),
        endDay: await root.getByRole('spinbutton', { name: 'יום סיום' }).inputValue(),
        endMonth: await root.getByRole('combobox', { name: 'החודש מסתיים' }).inputValue(),
        preview: (await root.getByTestId('cycle-preview').textContent()) ?? '',
      };
    },

    async saveCycle(): Promise<void> {
      await root.getByRole('button', { name: 'שמירה' }).click();
      await announced('מחזור החיוב נשמר');
    },

    /** Turns the AI subscription on and waits until the server has said yes (the switch follows the record). */
    async subscribeToAi(): Promise<void> {
      const aiSwitch = root.getByRole('switch', { name: 'מנוי לתובנות AI' });
      await aiSwitch.click();
      await expect(aiSwitch).toBeChecked();
      await announced('המנוי לתובנות AI הופעל');
    },

    /** Follows the button that leads to the AI insights once subscribed. */
    async goToAiInsights(): Promise<void> {
      await root.getByRole('button', { name: 'מעבר לתובנות AI' }).click();
    },
  };
}

export type PersonalAreaPage = ReturnType<typeof personalAreaPage>;
