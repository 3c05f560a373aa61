import { expect, needsDevelopmentSignIn, test, uniqueEmail } from './support/test.js';

// Each test signs in through the development provider's own page.
needsDevelopmentSignIn();

test(
  'a visitor signs in through the development provider popup, stays signed in, and signs out',
  { tag: ['@auth', '@smoke'] },
  async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('banner').getByRole('button', { name: 'התחברות' }).click();
    const popup = await popupPromise;
    await expect(popup.getByRole('heading', { level: 1 })).toContainText(/חשבון/);
    await popup.getByLabel('שם').fill('רונית לוי');
    await popup.getByLabel('דוא"ל').fill(uniqueEmail('ronit'));
    // Wait for the close from before the click that causes it: on a fast machine the popup can be gone before a
    // wait started afterwards subscribes, and that wait would then never end.
    const popupClosed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'המשך עם חשבון חדש' }).click();
    await popupClosed;

    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('status').filter({ hasText: 'התחברת בהצלחה' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('שלום, רונית לוי');

    await page.reload();
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('banner')).toContainText('רונית לוי');

    await page.getByRole('navigation').getByRole('link', { name: 'תקציבים' }).click();
    await expect(page.getByTestId('remote-mfe-budgets').getByRole('heading', { level: 1 })).toHaveText(
      'תקציבים',
    );

    await page.getByRole('button', { name: 'התנתקות' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').filter({ hasText: 'התנתקת בהצלחה' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();

    await page.goto('/budgets');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ברוכים הבאים לכספית');
    await expect(page.getByTestId('remote-mfe-budgets')).toHaveCount(0);
    expect(errors).toEqual([]);
  },
);

test(
  'a second tab of a signed-in user opens signed in, renewing its access token from the refresh token',
  { tag: ['@auth'] },
  async ({ context, page }) => {
    await page.goto('/');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('banner').getByRole('button', { name: 'התחברות' }).click();
    const popup = await popupPromise;
    await popup.getByLabel('שם').fill('טל');
    await popup.getByLabel('דוא"ל').fill(uniqueEmail('tal'));
    await popup.getByRole('button', { name: 'המשך עם חשבון חדש' }).click();
    await expect(page).toHaveURL(/\/main$/);

    const second = await context.newPage();
    const refreshed = second.waitForResponse(
      (res) => res.url().endsWith('/api/auth/refresh') && res.status() === 200,
    );
    await second.goto('/records');
    await refreshed;
    await expect(second.getByTestId('remote-mfe-records').getByRole('heading', { level: 1 })).toHaveText(
      'רשומות',
    );
  },
);

test(
  'on a slow phone, signing in as soon as the welcome page shows still completes',
  { tag: ['@auth'] },
  async ({ page }) => {
    // A slow CPU is where the popup's close could be noticed before its message was handled (seen as a cancelled
    // sign-in, the page staying on `/`); the click lands while the app is still taking the page over.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('banner').getByRole('button', { name: 'התחברות' }).click();
    const popup = await popupPromise;
    await popup.getByLabel('שם').fill('איטי');
    await popup.getByLabel('דוא"ל').fill(uniqueEmail('slow'));
    await popup.getByRole('button', { name: 'המשך עם חשבון חדש' }).click();
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('שלום, איטי');
  },
);
