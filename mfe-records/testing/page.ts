import { expect, type Page } from '@playwright/test';

/** A ledger row as a person reads it, with its amount in agorot (negative for money back). */
export interface LedgerRow {
  text: string;
  agorot: number;
}

/** The month's totals the records page shows above its ledger, in agorot. */
export interface LedgerTotals {
  expenses: number;
  recurring: number;
  incomes: number;
  net: number;
}

/**
 * What the records page (/records) offers a test: the ledger's rows and the month's totals, read as numbers.
 * Owned with mfe-records' markup: change one, change the other.
 */
export function recordsPage(page: Page) {
  const root = page.getByTestId('remote-mfe-records');
  const rows = root.getByTestId('ledger-row');
  const total = async (name: string) =>
    Number(await root.getByTestId(`total-${name}`).getAttribute('data-agorot'));
  return {
    async open(): Promise<void> {
      await page.goto('/records');
      await expect(root.getByRole('heading', { level: 1 })).toHaveText('רשומות');
    },

    /** Waits until the page is the records page (after navigating to it some other way). */
    async shown(): Promise<void> {
      await expect(root.getByRole('heading', { level: 1 })).toHaveText('רשומות');
    },

    /** The ledger rows on screen now (poll with `expect.poll` for rows still loading). */
    async rows(): Promise<LedgerRow[]> {
      return rows.evaluateAll((elements) =>
        elements.map((row) => ({
          text: row.textContent ?? '',
          agorot: Number(row.querySelector('[data-agorot]')?.getAttribute('data-agorot')),
        })),
      );
    },

    /** The first row whose text contains `text`, or undefined (waits for the ledger, not for the row). */
    async row(text: string): Promise<LedgerRow | undefined> {
      await expect(root.getByTestId('ledger').or(root.getByTestId('ledger-empty'))).toBeVisible();
      return (await this.rows()).find((row) => row.text.includes(text));
    },

    /** How many rows contain `text` (poll it for a row that comes or goes). */
    async countRows(text: string): Promise<number> {
      return rows.filter({ hasText: text }).count();
    },

    /** Whether the month has no record at all (the ledger's empty state). */
    async isEmpty(): Promise<boolean> {
      return root.getByTestId('ledger-empty').isVisible();
    },

    /** The month's totals, once they are shown. */
    async totals(): Promise<LedgerTotals> {
      await expect(root.getByTestId('total-expenses')).toHaveAttribute('data-agorot', /^-?\d+$/);
      return {
        expenses: await total('expenses'),
        recurring: await total('recurring'),
        incomes: await total('incomes'),
        net: await total('net'),
      };
    },
  };
}

export type RecordsPage = ReturnType<typeof recordsPage>;

/**
 * What the search page (/search) offers a test: the results on screen and what every match adds up to.
 * Owned with mfe-records' search markup: change one, change the other.
 */
export function searchPage(page: Page) {
  const results = page.getByTestId('search-result');
  return {
    /** Opens the page searching for `q` (as a link to a search would). */
    async open(q: string): Promise<void> {
      await page.goto(`/search?q=${encodeURIComponent(q)}`);
      await expect(page.getByRole('searchbox')).toHaveValue(q);
    },

    /** The words in the search box. */
    async query(): Promise<string> {
      return page.getByRole('searchbox').inputValue();
    },

    /** How many results are on screen now (poll it for results still loading). */
    async countResults(): Promise<number> {
      return results.count();
    },

    /** The line that says how many records match, once one is shown. */
    async total(): Promise<string> {
      await expect(page.getByTestId('search-total')).toBeVisible();
      return (await page.getByTestId('search-total').textContent()) ?? '';
    },

    /** What every match adds up to, as the page writes it (empty until there is a match). */
    async sums(): Promise<string> {
      const sums = page.getByTestId('search-sums');
      return (await sums.isVisible()) ? ((await sums.textContent()) ?? '') : '';
    },
  };
}

export type SearchPage = ReturnType<typeof searchPage>;
