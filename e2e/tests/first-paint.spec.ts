import { type Page } from '@playwright/test';
import { expect, needsDevelopmentSignIn, test, uniqueEmail } from './support/test.js';
import { signInThroughApi } from './support/session.js';
import { holdAppChunks, largestPaints, layoutShift, pageErrors } from './support/first-paint.js';

// These tests hold the app's chunks back with page.route, which never sees what a service worker serves: once a first
// tab has installed the worker, a second tab's chunks would come from its cache at once. First paint is about a
// visit without the worker; what the worker serves is the service-worker and offline specs' subject.
test.use({ serviceWorkers: 'block' });

const welcomeIntro = 'כאן תנהלו את ההוצאות, ההכנסות, התשלומים הקבועים, ההנחות והתקציבים שלכם';

test(
  'the welcome page and the public pages carry their Hebrew content in the HTML, before any script runs',
  { tag: ['@public'] },
  async ({ browser, request }) => {
    const html = await (await request.get('/')).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('ברוכים הבאים לכספית');
    expect(root).toContain(welcomeIntro);

    const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'he-IL' });
    const page = await noScript.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ברוכים הבאים לכספית');
    await expect(page.getByText(welcomeIntro)).toBeVisible();
    await expect(page.getByRole('navigation')).toBeVisible();
    // Styled already: the inline stylesheet lays the page out as the app does.
    await expect(page.getByTestId('shell-layout')).toHaveCSS('display', 'grid');
    for (const [route, heading] of [
      ['/privacy-policy', 'מדיניות הפרטיות'],
      ['/terms-of-service', 'תנאי השימוש'],
    ] as const) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await noScript.close();
  },
);

test(
  'a visitor reading the welcome page loads no app; a pointer on it brings the app, which takes over without moving anything',
  { tag: ['@public'] },
  async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // Asked for once the page has painted, which on a busy machine can come after the network has gone quiet.
    const startScript = page.waitForRequest(/\/visitor-start\.[0-9a-f]{12}\.js$/);
    await page.goto('/');
    await startScript;
    await page.waitForLoadState('networkidle');
    // Only the page's small start script: reading needs no React, federation runtime or session.
    expect(scripts).toEqual([expect.stringMatching(/^\/visitor-start\.[0-9a-f]{12}\.js$/)]);
    // Asked for once the page had painted: nothing the visitor reads waits for it.
    const { asked, painted } = await page.evaluate(() => ({
      asked: performance.getEntriesByType('resource').find((e) => e.name.includes('/visitor-start.'))
        ?.startTime,
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    expect(asked).toBeGreaterThan(painted!);
    expect(await page.evaluate(() => '__KASPIT_REACT__' in globalThis)).toBe(false);
    const layout = page.getByTestId('shell-layout');
    const baked = await layout.getAttribute('data-shared-auth-instance');

    await page.getByRole('banner').getByRole('button', { name: 'התחברות' }).hover();
    // Taken over once the layout carries the app's live shared-auth instance, not the one baked into the HTML.
    await expect(layout).not.toHaveAttribute('data-shared-auth-instance', baked!);
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    await expect(page.getByText(welcomeIntro)).toBeVisible();
    // The button is the app's now: it opens the sign-in popup.
    const popup = page.waitForEvent('popup');
    await page.getByRole('banner').getByRole('button', { name: 'התחברות' }).click();
    await (await popup).close();
  },
);

test(
  'a returning signed-in person who opens the welcome page is taken to their month without touching it',
  { tag: ['@public', '@main'] },
  async ({ page, request }) => {
    await signInThroughApi(page, request, uniqueEmail('back'), 'חוזרת');
    await page.goto('/');
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('שלום, חוזרת');
  },
);

test(
  'a click on the welcome page before the app has taken it over is not lost: the sign-in window opens',
  { tag: ['@public', '@auth'] },
  async ({ page }) => {
    needsDevelopmentSignIn();
    // The app's chunks are held back until the static page has been clicked, as on a slow connection.
    const clicked = await holdAppChunks(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => '__KASPIT_REACT__' in globalThis)).toBe(false);
    const popup = page.waitForEvent('popup');
    await page.getByRole('banner').getByRole('button', { name: 'התחברות' }).click();
    // The window opens within the click itself, while the app is still on its way: a browser lets only the click
    // open a window, and a slow phone can take longer to load the app than it allows a click's replay to.
    const signIn = await popup;
    clicked();
    await expect(signIn.getByRole('heading', { level: 1 })).toContainText(/חשבון/);
    // …and signing in there completes: the page the click came from goes on to the person's month.
    await signIn.getByLabel('שם').fill('מוקדם');
    await signIn.getByLabel('דוא"ל').fill(uniqueEmail('early'));
    await signIn.getByRole('button', { name: 'המשך עם חשבון חדש' }).click();
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('שלום, מוקדם');
  },
);

test(
  'text typed into the contact form before the app has taken it over is kept',
  { tag: ['@public'] },
  async ({ page }) => {
    const typed = await holdAppChunks(page);
    await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('שם').fill('נועה');
    await page.getByLabel('הודעה').fill('הקלדתי לפני שהאפליקציה עלתה');
    expect(await page.evaluate(() => '__KASPIT_REACT__' in globalThis)).toBe(false);
    const baked = await page.getByTestId('shell-layout').getAttribute('data-shared-auth-instance');
    typed();
    // Taken over once the layout carries the app's live shared-auth instance, not the one baked into the HTML.
    await expect(page.getByTestId('shell-layout')).not.toHaveAttribute('data-shared-auth-instance', baked!);
    await page.getByLabel('דוא"ל').fill('noa@example.com');
    await page.getByLabel('נושא').fill('שאלה');
    await page.getByRole('button', { name: 'שליחה' }).click();
    // Sent: the app's form had the name and the message typed into the static page.
    await expect(page.getByRole('status').filter({ hasText: 'ההודעה נשלחה' })).toBeVisible();
  },
);

test(
  'a person typing as the app takes the page over keeps typing into the same field',
  { tag: ['@public'] },
  async ({ page }) => {
    const focused = await holdAppChunks(page);
    await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
    const layout = page.getByTestId('shell-layout');
    const baked = await layout.getAttribute('data-shared-auth-instance');
    await page.getByLabel('שם').click();
    await page.keyboard.type('נו');
    focused();
    await expect(layout).not.toHaveAttribute('data-shared-auth-instance', baked!);
    // The static field was replaced by the app's: the focus is on the app's field, so the rest of the name lands.
    await page.keyboard.type('עה');
    await expect(page.getByLabel('שם')).toHaveValue('נועה');
    await expect(page.getByLabel('שם')).toBeFocused();
  },
);

test(
  'the cards of /main keep their place when the month figures arrive',
  { tag: ['@main'] },
  async ({ page, request }) => {
    await signInThroughApi(page, request, uniqueEmail('cards'), 'קלף');
    await page.goto('/main');
    await expect(page.getByTestId('card-spent')).toContainText('₪');
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  },
);

/** Where each of /main's cards sits on the page. */
const cardBoxes = (page: Page) =>
  page.locator('.shell-card').evaluateAll((cards) =>
    cards.map((card) => {
      const { x, y, width, height } = card.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );

test(
  "/main's greeting and cards are on screen from the HTML before the app's code arrives, and stay put when it does",
  { tag: ['@main'] },
  async ({ page, request }) => {
    await signInThroughApi(page, request, uniqueEmail('frame'), 'נועה כהן');
    // React reports a frame it could not adopt (hydration mismatch) as an error before rendering the page anew.
    const errors = pageErrors(page);
    // The app's chunks are held back, as on a slow connection.
    const release = await holdAppChunks(page);
    await page.goto('/main', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('שלום, נועה כהן');
    await expect(page.getByRole('banner')).toContainText('נועה כהן');
    await expect(page.getByTestId('selected-month')).not.toBeEmpty();
    await expect(page.locator('.shell-card')).toHaveCount(6);
    expect(await page.evaluate(() => '__KASPIT_REACT__' in globalThis)).toBe(false);
    const before = await cardBoxes(page);
    const baked = await page.getByTestId('shell-layout').getAttribute('data-shared-auth-instance');
    await page.getByRole('heading', { level: 1 }).evaluate((h1) => Object.assign(h1, { fromFrame: true }));

    release();
    // The app has taken over (its layout carries the live shared-auth instance, not the one baked into the HTML)
    // and the figures have arrived.
    await expect(page.getByTestId('shell-layout')).not.toHaveAttribute('data-shared-auth-instance', baked!);
    await expect(page.getByTestId('card-spent')).toContainText('₪');
    await page.waitForLoadState('networkidle');
    expect(await cardBoxes(page)).toEqual(before);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    // The greeting was the largest paint, drawn from the HTML: the app's own render painted nothing larger.
    expect(await largestPaints(page)).toHaveLength(1);
    // The app adopted the frame's elements (hydrated) rather than replacing them.
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h1) => 'fromFrame' in h1)).toBe(true);
    expect(errors).toEqual([]);
  },
);

test(
  '/main opened in a new tab, which refreshes its token first, adopts its frame too',
  { tag: ['@main'] },
  async ({ page, request }) => {
    await signInThroughApi(page, request, uniqueEmail('tab'), 'לשונית');
    await page.goto('/privacy-policy');
    // A new tab shares the stored user and refresh token, not the first tab's access token.
    const tab = await page.context().newPage();
    // No error either: the tab refreshes its token before its first requests, so none is answered 401.
    const errors = pageErrors(tab);
    const release = await holdAppChunks(tab);
    await tab.goto('/main', { waitUntil: 'commit' });
    const greeting = tab.getByRole('heading', { level: 1 });
    await expect(greeting).toHaveText('שלום, לשונית');
    await greeting.evaluate((h1) => Object.assign(h1, { fromFrame: true }));
    const baked = await tab.getByTestId('shell-layout').getAttribute('data-shared-auth-instance');
    release();
    await expect(tab.getByTestId('shell-layout')).not.toHaveAttribute('data-shared-auth-instance', baked!);
    await expect(tab.getByTestId('card-spent')).toContainText('₪');
    expect(await greeting.evaluate((h1) => 'fromFrame' in h1)).toBe(true);
    expect(errors).toEqual([]);
  },
);

test(
  "a click on /main's month picker before the app has taken over is not lost",
  { tag: ['@main'] },
  async ({ page, request }) => {
    await signInThroughApi(page, request, uniqueEmail('frame-click'), 'לחיצה');
    const release = await holdAppChunks(page);
    await page.goto('/main', { waitUntil: 'commit' });
    const month = page.getByTestId('selected-month');
    const shown = await month.getAttribute('data-month');
    expect(shown).toMatch(/^\d{4}-\d{2}$/);
    await page.getByRole('button', { name: 'החודש הבא' }).click();
    expect(await page.evaluate(() => '__KASPIT_REACT__' in globalThis)).toBe(false);
    release();
    const [year, monthNumber] = shown!.split('-').map(Number);
    const next =
      monthNumber === 12 ? `${year! + 1}-01` : `${year}-${String(monthNumber! + 1).padStart(2, '0')}`;
    await expect(month).toHaveAttribute('data-month', next);
    await expect(page.getByRole('button', { name: 'לחודש הנוכחי' })).toBeVisible();
  },
);

test(
  'a signed-in address deeper than a route gets the empty app page, no frame',
  { tag: ['@shell'] },
  async ({ page, request }) => {
    await signInThroughApi(page, request, uniqueEmail('frame-other'), 'אחר');
    await page.route(/\/\d+\.[0-9a-f]{12}\.js$/, () => new Promise(() => {}));
    await page.goto('/records/2026-03', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    expect(await page.locator('#root').evaluate((root) => root.childElementCount)).toBe(0);
  },
);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test(
    'a remote page does not move when the remote replaces its loading state with its page',
    { tag: ['@shell'] },
    async ({ page, request }) => {
      await signInThroughApi(page, request, uniqueEmail('shift'), 'תזוזה');
      for (const [route, remote] of [
        ['/budgets', 'mfe-budgets'],
        ['/statistics', 'mfe-statistics'],
        ['/records', 'mfe-records'],
        ['/personal-area', 'mfe-personal-area'],
        ['/data-management', 'mfe-data-management'],
        ['/discounts', 'mfe-discounts'],
      ] as const) {
        await page.goto(route);
        // The remote's heading says its page (not its loading state) is drawn.
        await page.getByTestId(`remote-${remote}`).getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await layoutShift(page), route).toBeLessThanOrEqual(0.01);
      }
    },
  );
});
