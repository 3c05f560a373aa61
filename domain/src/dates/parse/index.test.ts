import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors/index.js';
import { formatDate, formatMonth, isValidDate, isValidMonth, parseDate, parseMonth } from './index.js';

describe('parseDate', () => {
  it('reads an existing YYYY-MM-DD date', () => {
    expect(parseDate('2026-03-05')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it.each(['2026-02-30', '2025-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00'])(
    'rejects %s, a day that does not exist',
    (value) => {
      expect(() => parseDate(value)).toThrow(
        `Invalid date "${value}": expected an existing calendar date as YYYY-MM-DD`,
      );
    },
  );

  it.each(['2026-3-5', '26-03-05', '2026-03-05T00:00:00Z', ' 2026-03-05', '', '0000-01-01'])(
    'rejects the malformed %j',
    (value) => {
      expect(() => parseDate(value)).toThrow(DomainError);
    },
  );

  it('rejects non-strings and names the field', () => {
    expect(() => parseDate(20260305)).toThrow('Invalid date 20260305');
    try {
      parseDate(undefined, 'startDate');
    } catch (error) {
      expect(error).toMatchObject({ name: 'DomainError', path: 'startDate' });
    }
  });
});

describe('parseMonth', () => {
  it('reads YYYY-MM', () => {
    expect(parseMonth('2026-12')).toEqual({ year: 2026, month: 12 });
  });

  it.each(['2026-13', '2026-00', '2026-1', '2026-01-01', 'נובמבר'])('rejects %j', (value) => {
    expect(() => parseMonth(value)).toThrow(`Invalid month ${JSON.stringify(value)}: expected YYYY-MM`);
  });
});

describe('isValidDate / isValidMonth', () => {
  it('answers without throwing', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2026-02-29')).toBe(false);
    expect(isValidDate(null)).toBe(false);
    expect(isValidMonth('2026-02')).toBe(true);
    expect(isValidMonth('2026-2')).toBe(false);
  });
});

describe('formatDate / formatMonth', () => {
  it('zero-pads', () => {
    expect(formatDate({ year: 987, month: 1, day: 2 })).toBe('0987-01-02');
    expect(formatMonth({ year: 2026, month: 3 })).toBe('2026-03');
  });

  it('refuses values that are not calendar days or months', () => {
    expect(() => formatDate({ year: 2026, month: 2, day: 29 })).toThrow('Invalid date');
    expect(() => formatMonth({ year: 10000, month: 1 })).toThrow('Invalid month');
    expect(() => formatMonth({ year: 2026, month: 1.5 })).toThrow('Invalid month');
  });
});
