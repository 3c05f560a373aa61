import { expect, type Locator, type Page } from '@playwright/test';

/** What a click at the centre of `target` would land on, unless it is `target` itself or inside it. */
export async function coveredBy(target: Locator): Promise<string | null> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit) return 'nothing (off screen)';
    if (el === hit || el.contains(hit)) return null;
    const by = hit.closest('[data-testid]')?.getAttribute('data-testid') ?? hit.className;
    return `${hit.tagName.toLowerCase()} in ${by}: ${hit.textContent?.slice(0, 40)}`;
  });
}

/** Asserts that a press at the centre of each of `targets` reaches it. */
export async function expectUncovered(targets: Locator[]): Promise<void> {
  for (const target of targets) {
    await expect(target).toBeVisible();
    expect(await coveredBy(target), (await target.textContent()) ?? undefined).toBeNull();
  }
}

/** Signs a new person in through the development provider's popup, typing a name and an e-mail. */
export async function signInThroughPopup(page: Page, email: string, name = 'חדשה'): Promise<void> {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('banner').getByRole('button', { name: 'התחברות' }).click();
  const popup = await popupPromise;
  await popup.getByLabel('שם').fill(name);
  await popup.getByLabel('דוא"ל').fill(email);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'המשך עם חשבון חדש' }).click();
  await closed;
}
