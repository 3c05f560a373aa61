import { describe, expect, it } from 'vitest';
import { pageFileFor } from './rules.js';

describe('pageFileFor', () => {
  it('answers a route offline with the page the build wrote for it: its own, else the app page', () => {
    expect(pageFileFor('/')).toBe('/index.html');
    expect(pageFileFor('/main')).toBe('/main/index.html');
    expect(pageFileFor('/records/')).toBe('/records/index.html');
    expect(pageFileFor('/personal-area')).toBe('/personal-area/index.html');
    expect(pageFileFor('/privacy-policy')).toBe('/privacy-policy/index.html');
    expect(pageFileFor('/records/2026-03')).toBe('/app.html');
    expect(pageFileFor('/no-such-page')).toBe('/app.html');
  });
});
