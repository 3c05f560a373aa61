import { describe, expect, it } from 'vitest';
import { acceptedEncodings, matchesEtag } from './negotiate.js';

describe('acceptedEncodings', () => {
  it('prefers brotli, honours q=0 and the wildcard, and ignores what it cannot send', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});

describe('matchesEtag', () => {
  it('matches one of a list, a weak form of the same tag, or *', () => {
    expect(matchesEtag('"a", "b-br"', '"b-br"')).toBe(true);
    expect(matchesEtag('W/"b-br"', '"b-br"')).toBe(true);
    expect(matchesEtag('*', '"x"')).toBe(true);
    expect(matchesEtag('"b"', '"b-br"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});
