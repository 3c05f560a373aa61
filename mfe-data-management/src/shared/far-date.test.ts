import { describe, expect, it } from 'vitest';
import { isFarFromToday } from './far-date.js';

describe('isFarFromToday', () => {
  it('accepts a year either way, to the day', () => {
    expect(isFarFromToday('2025-11-26', '2026-11-26')).toBe(false);
    expect(isFarFromToday('2027-11-26', '2026-11-26')).toBe(false);
    expect(isFarFromToday('2026-01-01', '2026-11-26')).toBe(false);
  });
  it('asks about anything further', () => {
    expect(isFarFromToday('2025-11-25', '2026-11-26')).toBe(true);
    expect(isFarFromToday('2027-11-27', '2026-11-26')).toBe(true);
    expect(isFarFromToday('2099-12-31', '2026-11-26')).toBe(true);
    expect(isFarFromToday('1900-01-01', '2026-11-26')).toBe(true);
  });
});
