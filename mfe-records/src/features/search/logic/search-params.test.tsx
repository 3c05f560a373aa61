import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Highlight } from '../components/highlight.js';
import { apiQuery, EMPTY_SEARCH, hasCriteria, readSearchParams, writeSearchParams } from './search-params.js';

describe('search in the URL', () => {
  it('round-trips the set parts and ignores unknown or bad values', () => {
    const params = { ...EMPTY_SEARCH, q: 'ספרים', type: 'outcome' as const, min: '10', page: 2 };
    const text = writeSearchParams(params);
    expect(text).toBe(`?q=${encodeURIComponent('ספרים')}&type=outcome&min=10&page=2`);
    expect(readSearchParams(text)).toEqual(params);
    expect(readSearchParams('?type=evil&page=-3&x=1')).toEqual(EMPTY_SEARCH);
    expect(writeSearchParams(EMPTY_SEARCH)).toBe('');
  });

  it('asks the API only for what is set', () => {
    expect(apiQuery({ ...EMPTY_SEARCH, q: '  סופר ', category: 'שונות' }, 20)).toEqual({
      page: 1,
      pageSize: 20,
      q: 'סופר',
      category: 'שונות',
    });
    expect(hasCriteria(EMPTY_SEARCH)).toBe(false);
    expect(hasCriteria({ ...EMPTY_SEARCH, type: 'income' })).toBe(true);
  });
});

describe('Highlight', () => {
  it('marks the matched ranges', () => {
    const { container } = render(
      <Highlight
        text="ספר ועוד ספרים"
        ranges={[
          [9, 12],
          [0, 3],
        ]}
      />,
    );
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['ספר', 'ספר']);
    expect(container.textContent).toBe('ספר ועוד ספרים');
  });
});
