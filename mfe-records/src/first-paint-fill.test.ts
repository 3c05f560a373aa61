import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import firstPaint from './first-paint.js';

const user = {
  id: 'u1',
  email: 'a@example.com',
  displayName: 'א',
  photoURL: null,
  categories: [{ categoryName: 'מזון' }, { categoryName: 'מסעדות ובתי קפה' }],
  incomeCategories: [{ categoryName: 'משכורת' }, { categoryName: 'מזון' }],
  paymentMethods: [{ paymentMethodName: 'אשראי' }],
};

/** `/search`'s page as the server composes it, the fill script run on it; what the template then holds. */
async function filled(address: string): Promise<DocumentFragment> {
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('refresh_token', 'r');
  window.history.replaceState(null, '', address);
  const template = document.createElement('template');
  template.id = 'remote-first-paint';
  template.dataset.remote = 'mfe-records';
  template.innerHTML = renderToStaticMarkup(createElement(firstPaint['/search']));
  document.body.append(template);
  vi.resetModules();
  await import('./first-paint-fill.js');
  return template.content;
}

const options = (page: DocumentFragment, list: string) =>
  [...page.querySelectorAll(`select[data-list="${list}"] option`)].map((o) => o.textContent);

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

describe("/search's first paint, filled in", () => {
  it("lists the person's categories (once each) and payment methods, as the page's filters do", async () => {
    const page = await filled('/search');
    expect(options(page, 'categories')).toEqual(['קטגוריה: הכל', 'מזון', 'מסעדות ובתי קפה', 'משכורת']);
    expect(options(page, 'payment-methods')).toEqual(['אמצעי תשלום: הכל', 'אשראי']);
    expect(page.querySelector('input[type="search"]')?.getAttribute('value')).toBe('');
  });

  it('has the search the address carries in the field', async () => {
    const page = await filled('/search?q=%D7%A1%D7%95%D7%A4%D7%A8');
    expect(page.querySelector('input[type="search"]')?.getAttribute('value')).toBe('סופר');
  });
});
