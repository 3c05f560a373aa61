import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  currentBillingMonth,
  DEFAULT_BILLING_CYCLE,
  hebrewMonthName,
  type BillingCyclePeriod,
} from '@kaspit/domain';
import { STORAGE_KEYS } from '@kaspit/shared-auth';
import { signedInFrameTemplate } from '../prerender/signed-in-frame.js';
import { FRAME_NAME, paintSignedInFrame } from './signed-in-frame.js';
import { PAINTED_FRAME } from './painted-frame.js';

// The frames as the build writes them into the pages of /main and /records, rendered once (each clears storage).
const mainFrame = signedInFrameTemplate('/main');
const recordsFrame = signedInFrameTemplate('/records');

const user = {
  id: 'u1',
  email: 'noa@example.com',
  displayName: 'נועה כהן',
  photoURL: null,
  billingCyclePeriod: { startDay: 10, endDay: 9, endMonth: 1 } as BillingCyclePeriod,
};

function signIn(stored: object = user) {
  sessionStorage.setItem(STORAGE_KEYS.user, JSON.stringify(stored));
  sessionStorage.setItem(STORAGE_KEYS.accessToken, 'token');
}

const root = () => document.getElementById('root')!;

beforeEach(() => {
  document.body.innerHTML = `<div id="root"></div>${mainFrame}`;
  document.documentElement.className = '';
  window.history.replaceState(null, '', '/main');
});
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("the signed-in frame /main's page paints before the app", () => {
  it("shows /main's greeting with the stored user's name, the header and the six cards", () => {
    signIn();
    expect(paintSignedInFrame()).toBe(true);
    expect(root().querySelector('h1')?.textContent).toBe('שלום, נועה כהן');
    expect(root().querySelector('.shell-account__name')?.textContent).toBe('נועה כהן');
    expect(root().querySelectorAll('.shell-card')).toHaveLength(6);
    expect(root().innerHTML).not.toContain(FRAME_NAME);
    // Marked, so the app hydrates the frame instead of rendering the page anew.
    expect(root().dataset.painted).toBe(PAINTED_FRAME);
  });

  it("names the user's current billing month, as the month picker starts, without the reset button", () => {
    signIn();
    paintSignedInFrame();
    const month = currentBillingMonth(user.billingCyclePeriod);
    const label = root().querySelector<HTMLElement>('[data-testid="selected-month"]')!;
    expect(label.textContent).toBe(hebrewMonthName(month));
    expect(label.dataset.month).toBe(month);
    expect(root().querySelector('.shell-month')?.textContent).not.toContain('לחודש הנוכחי');
  });

  it('names a month the person picked, with the button back to the current month', () => {
    signIn({ ...user, billingCyclePeriod: undefined });
    localStorage.setItem('selectedDate', JSON.stringify({ year: 2025, month: 3 }));
    paintSignedInFrame();
    const label = root().querySelector<HTMLElement>('[data-testid="selected-month"]')!;
    expect(label.dataset.month).toBe('2025-03');
    expect(label.textContent).toBe(hebrewMonthName('2025-03'));
    expect(root().querySelector('.shell-month')?.textContent).toContain('לחודש הנוכחי');
  });

  it('follows the default billing cycle when the user has none, and ignores a malformed pick', () => {
    signIn({ ...user, billingCyclePeriod: undefined });
    localStorage.setItem('selectedDate', '{"year":2025,"month":13}');
    paintSignedInFrame();
    expect(root().querySelector<HTMLElement>('[data-testid="selected-month"]')!.dataset.month).toBe(
      currentBillingMonth(DEFAULT_BILLING_CYCLE),
    );
  });

  it('starts dark when the person chose dark mode', () => {
    signIn();
    localStorage.setItem('isDarkMode', 'true');
    paintSignedInFrame();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(root().querySelector('.shell-header [aria-pressed]')?.getAttribute('aria-pressed')).toBe('true');
  });

  it('writes a name as text, never as markup', () => {
    signIn({ ...user, displayName: '<img src=x onerror=alert(1)>' });
    paintSignedInFrame();
    expect(root().querySelector('img')).toBeNull();
    expect(root().querySelector('h1')?.textContent).toBe('שלום, <img src=x onerror=alert(1)>');
  });

  it('leaves the page empty for a visitor, a stored user without a token, or another route', () => {
    expect(paintSignedInFrame()).toBe(false);
    sessionStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    expect(paintSignedInFrame()).toBe(false);
    signIn();
    window.history.replaceState(null, '', '/records');
    expect(paintSignedInFrame()).toBe(false);
    expect(root().hasChildNodes()).toBe(false);
    expect(root().dataset.painted).toBeUndefined();
  });

  it("paints a remote's route with the area's heading where the remote will draw its own", () => {
    document.body.innerHTML = `<div id="root"></div>${recordsFrame}`;
    window.history.replaceState(null, '', '/records');
    signIn();
    expect(paintSignedInFrame()).toBe(true);
    const heading = root().querySelector('main h1')!;
    expect(heading.textContent).toBe('רשומות');
    expect(heading.closest('section')?.nextElementSibling?.id).toBe('remote-area-mfe-records');
    expect(root().querySelector('.shell-nav a[aria-current="page"]')?.textContent).toBe('רשומות');
    expect(root().querySelector('.shell-account__name')?.textContent).toBe('נועה כהן');
    // The page of one route never paints its frame at another address.
    root().replaceChildren();
    delete root().dataset.painted;
    window.history.replaceState(null, '', '/budgets');
    expect(paintSignedInFrame()).toBe(false);
  });

  it('counts a refresh token kept from an earlier visit as signed in, as the app does', () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
    expect(paintSignedInFrame()).toBe(true);
  });
});
