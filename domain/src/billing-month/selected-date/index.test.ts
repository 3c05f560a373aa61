import { describe, expect, it } from 'vitest';
import { fromSelectedDate, toSelectedDate } from './index.js';

describe('selected date', () => {
  it('uses 1-based months both ways', () => {
    expect(toSelectedDate('2026-01')).toEqual({ year: 2026, month: 1 });
    expect(toSelectedDate('2026-12')).toEqual({ year: 2026, month: 12 });
    expect(fromSelectedDate({ year: 2026, month: 1 })).toBe('2026-01');
    expect(fromSelectedDate({ year: 2026, month: 12 })).toBe('2026-12');
  });

  it('round-trips', () => {
    expect(fromSelectedDate(toSelectedDate('1999-07'))).toBe('1999-07');
  });

  it('rejects a 0-based month and other nonsense', () => {
    expect(() => fromSelectedDate({ year: 2026, month: 0 })).toThrow(
      'Invalid selected date {"year":2026,"month":0}: month must be 1 (January) to 12 and year 1 to 9999',
    );
    expect(() => fromSelectedDate({ year: 2026, month: 13 })).toThrow('Invalid selected date');
    expect(() => fromSelectedDate(null as never)).toThrow('expected { year, month }');
    expect(() => toSelectedDate('2026-1')).toThrow('Invalid month "2026-1"');
  });
});
