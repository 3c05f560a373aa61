import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  clampToMonth,
  daysBetween,
  daysInMonth,
  monthOf,
  monthRange,
  monthsBetween,
} from './index.js';

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('rejects fractional day counts and bad dates', () => {
    expect(() => addDays('2026-01-01', 0.5)).toThrow('days must be a whole number, got 0.5');
    expect(() => addDays('2026-02-30', 1)).toThrow('Invalid date "2026-02-30"');
  });

  it('refuses to leave years 1..9999', () => {
    expect(() => addDays('9999-12-31', 1)).toThrow('supported years 1..9999');
  });
});

describe('daysBetween', () => {
  it('counts across a leap February', () => {
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
  });
});

describe('addMonths', () => {
  it('moves across years in both directions', () => {
    expect(addMonths('2026-01', 13)).toBe('2027-02');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-05', -29)).toBe('2023-12');
    expect(addMonths('2026-05', 0)).toBe('2026-05');
  });

  it('rejects fractional counts', () => {
    expect(() => addMonths('2026-01', 1.5)).toThrow('months must be a whole number');
  });
});

describe('monthsBetween', () => {
  it('is the signed difference', () => {
    expect(monthsBetween('2026-11', '2027-02')).toBe(3);
    expect(monthsBetween('2027-02', '2026-11')).toBe(-3);
    expect(monthsBetween('2026-11', '2026-11')).toBe(0);
  });

  it('is the inverse of addMonths', () => {
    const month = fc
      .record({ year: fc.integer({ min: 1900, max: 2200 }), month: fc.integer({ min: 1, max: 12 }) })
      .map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}`);
    fc.assert(
      fc.property(month, fc.integer({ min: -1200, max: 1200 }), (start, n) => {
        expect(monthsBetween(start, addMonths(start, n))).toBe(n);
      }),
    );
  });
});

describe('monthRange', () => {
  it('lists months inclusively across December', () => {
    expect(monthRange('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthRange('2026-11', '2026-11')).toEqual(['2026-11']);
    expect(monthRange('2026-11', '2026-10')).toEqual([]);
  });
});

describe('monthOf / daysInMonth / clampToMonth', () => {
  it('works on strings', () => {
    expect(monthOf('2026-03-05')).toBe('2026-03');
    expect(daysInMonth('2024-02')).toBe(29);
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2026-09')).toBe(30);
  });

  it('clamps a day to the last day of a shorter month', () => {
    expect(clampToMonth('2026-02', 31)).toBe('2026-02-28');
    expect(clampToMonth('2024-02', 30)).toBe('2024-02-29');
    expect(clampToMonth('2026-04', 31)).toBe('2026-04-30');
    expect(clampToMonth('2026-04', 15)).toBe('2026-04-15');
  });

  it('rejects impossible days', () => {
    expect(() => clampToMonth('2026-04', 32)).toThrow('day must be an integer from 1 to 31, got 32');
    expect(() => clampToMonth('2026-04', 0)).toThrow('day must be an integer');
  });
});
