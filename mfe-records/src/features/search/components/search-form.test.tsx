import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { EMPTY_SEARCH } from '../logic/search-params.js';
import { SearchForm } from './search-form.js';

afterEach(cleanup);

const lists = { categories: ['מזון'], incomeCategories: ['משכורת', 'מזון'], paymentMethods: ['מזומן'] };

describe('the search form', () => {
  it("offers the person's lists once each and reports what is typed", () => {
    const onChange = vi.fn();
    render(<SearchForm params={EMPTY_SEARCH} lists={lists} onChange={onChange} onClear={() => {}} />);
    const categories = screen.getByRole('combobox', { name: 'קטגוריה' });
    expect([...categories.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'קטגוריה: הכל',
      'מזון',
      'משכורת',
    ]);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'סופר' } });
    expect(onChange).toHaveBeenCalledWith({ q: 'סופר' });
  });

  it('takes no input as drawn for the first paint, and is otherwise the same markup', () => {
    const ignore = () => {};
    const draw = (painted: boolean) =>
      renderToStaticMarkup(
        <SearchForm
          params={EMPTY_SEARCH}
          lists={lists}
          onChange={ignore}
          onClear={ignore}
          painted={painted}
        />,
      );
    const painted = draw(true);
    expect(painted).toMatch(/<form [^>]*inert=""/);
    expect(painted).toMatch(/<input id="search-q"[^>]*readOnly=""/);
    expect(painted.replace(' inert=""', '').replace(' readOnly=""', '')).toBe(draw(false));
  });
});
