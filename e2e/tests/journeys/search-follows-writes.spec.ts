import { searchPage } from '@kaspit/mfe-records/testing';
import { shellPage } from '@kaspit/shell/testing';
import { todayInIsrael } from '../support/settings-seed.js';
import { apiAs, signInWithCycle } from '../support/money-session.js';
import { expect, test } from '../support/test.js';

test(
  'an open search result shows a matching expense added from the header, with its totals, without a reload',
  { tag: ['@journey', '@search', '@shell'] },
  async ({ page, request }) => {
    test.setTimeout(120_000);
    // On a phone the header carries the quick-add button on every page, the search page included.
    await page.setViewportSize({ width: 375, height: 800 });
    const [shell, search] = [shellPage(page), searchPage(page)];
    const user = await signInWithCycle(page, request, 'search-follows-writes');
    await apiAs(request, user, 'POST', '/outcomes', {
      outcomeData: {
        date: todayInIsrael(),
        amount: 100,
        category: 'מזון וסופר',
        description: 'מאפיית הכרמל',
      },
    });
    await search.open('מאפיית');
    await expect.poll(() => search.countResults()).toBe(1);
    expect(await search.total()).toBe('נמצאה תוצאה אחת');
    await expect.poll(() => search.sums()).toContain('100.00');
    await shell.markDocument();

    await shell.quickAddFromHeader({ amount: '42.50', description: 'מאפיית השכונה', category: 'מזון וסופר' });

    // The search on screen is read again: the new expense, and what every match adds up to.
    await expect.poll(() => search.countResults()).toBe(2);
    await expect.poll(() => search.total()).not.toBe('נמצאה תוצאה אחת');
    await expect.poll(() => search.sums()).toContain('142.50');
    expect(await search.query()).toBe('מאפיית');
    expect(await shell.sameDocument()).toBe(true);
  },
);
