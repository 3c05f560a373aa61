import { describe, expect, it } from 'vitest';
import { parseMonth } from '@kaspit/domain';
import { acceptedBy } from './index.js';

describe('acceptedBy', () => {
  it('says yes to what the parser takes and no to what it throws on, never throwing itself', () => {
    const isMonth = acceptedBy(parseMonth);
    expect(isMonth('2026-04')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-4')).toBe(false);
  });
});
