import { describe, expect, it } from 'vitest';
import { hebrewDate, hebrewMonthName, hebrewShortMonthName } from './index.js';

describe('Hebrew date texts', () => {
  it('names a month and year', () => {
    expect(hebrewMonthName('2026-11')).toBe('נובמבר 2026');
    expect(hebrewMonthName('2027-01')).toBe('ינואר 2027');
  });

  it('abbreviates a month for chart axes', () => {
    expect(hebrewShortMonthName('2026-09')).toMatch(/^ספט.? 26$/);
  });

  it('writes a date day.month.year without leading zeros', () => {
    expect(hebrewDate('2026-11-03')).toBe('3.11.2026');
    expect(hebrewDate('2024-02-29')).toBe('29.2.2024');
  });

  it('refuses what is not a month or a date', () => {
    expect(() => hebrewMonthName('2026-13')).toThrow();
    expect(() => hebrewDate('2026-02-30')).toThrow();
  });
});
