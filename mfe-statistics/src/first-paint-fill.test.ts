import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import firstPaint from './first-paint.js';

const user = { id: 'u1', email: 'a@example.com', displayName: 'א', photoURL: null };

/** `/ai`'s page as the server composes it, the fill script run on it; what the template then holds. */
async function filled(stored: object | null): Promise<DocumentFragment> {
  if (stored) {
    localStorage.setItem('user', JSON.stringify(stored));
    localStorage.setItem('refresh_token', 'r');
  }
  localStorage.setItem('selectedDate', JSON.stringify({ year: 2026, month: 3 }));
  const template = document.createElement('template');
  template.id = 'remote-first-paint';
  template.dataset.remote = 'mfe-statistics';
  template.innerHTML = renderToStaticMarkup(createElement(firstPaint['/ai']));
  document.body.append(template);
  vi.resetModules();
  await import('./first-paint-fill.js');
  return template.content;
}

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

describe("/ai's first paint, filled in", () => {
  it('keeps what the subscription offers for a person without it', async () => {
    const page = await filled({ ...user, aiSubscription: { enabled: false, updatedAt: null } });
    expect(page.querySelector('[data-testid="ai-offer"]')).not.toBeNull();
    expect(page.querySelector('[data-testid="ai-page"]')).toBeNull();
  });

  it("keeps a subscriber's page, in the person's month", async () => {
    const page = await filled({ ...user, aiSubscription: { enabled: true, updatedAt: null } });
    expect(page.querySelector('[data-testid="ai-offer"]')).toBeNull();
    expect(page.querySelector('[data-testid="ai-page"]')?.getAttribute('data-month')).toBe('2026-03');
    // Its question box takes no input until the page's own replaces it.
    expect(page.querySelector('input#ai-question')?.hasAttribute('readonly')).toBe(true);
  });

  it('is left as it is without a stored person (the frame paints nothing then)', async () => {
    const page = await filled(null);
    expect(page.querySelector('[data-testid="ai-offer"]')).not.toBeNull();
    expect(page.querySelector('[data-testid="ai-page"]')).not.toBeNull();
  });
});
