import { describe, expect, it } from 'vitest';
import { hebrewDate, hebrewMonthName, hebrewShortMonthName } from './index.js';

describe('Hebrew date texts', () => {
  it('names a month and year', () => {
    expect(hebrewMonthName('2026-11')).toBe('נובמבר 2026');
    expect(hebrewMonthName('2027-01')).toBe('ינואר 2027');
  });

  it('abbreviates a month for chart axes', () => {
    expect(hebrewShortMonthName('2026-09')).toBe('ספט׳ 26');
    expect(hebrewShortMonthName('2030-05')).toBe('מאי 30');
    expect(hebrewShortMonthName('2105-01')).toBe('ינו׳ 05');
  });

  it('writes a date day.month.year without leading zeros', () => {
    expect(hebrewDate('2026-11-03')).toBe('3.11.2026');
    expect(hebrewDate('2024-02-29')).toBe('29.2.2024');
  });

  it('writes what ICU writes for he-IL, for every month of the years the app shows', () => {
    const utc = { timeZone: 'UTC' } as const;
    const long = new Intl.DateTimeFormat('he-IL', { ...utc, month: 'long', year: 'numeric' });
    const short = new Intl.DateTimeFormat('he-IL', { ...utc, month: 'short', year: '2-digit' });
    const numeric = new Intl.DateTimeFormat('he-IL', utc);
    for (let year = 1999; year <= 2101; year++) {
      for (let month = 1; month <= 12; month++) {
        const ym = `${year}-${String(month).padStart(2, '0')}`;
        const day = 1 + ((year * 7 + month * 3) % 28);
        const noon = new Date(Date.UTC(year, month - 1, day, 12));
        expect(hebrewMonthName(ym)).toBe(long.format(noon));
        expect(hebrewShortMonthName(ym)).toBe(short.format(noon));
        expect(hebrewDate(`${ym}-${String(day).padStart(2, '0')}`)).toBe(numeric.format(noon));
      }
    }
  });

  it('refuses what is not a month or a date', () => {
    expect(() => hebrewMonthName('2026-13')).toThrow();
    expect(() => hebrewDate('2026-02-30')).toThrow();
  });
});
