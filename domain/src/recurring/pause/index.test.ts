import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_CYCLE } from '../../billing-month/index.js';
import { deactivate } from '../deactivate/index.js';
import { occurrences, occursInMonth, type RecurringSchedule } from '../schedule/index.js';
import {
  pause,
  pauseStartMonth,
  recurringStatus,
  resume,
  skipOccurrence,
  unskipOccurrence,
} from './index.js';

const cycle = DEFAULT_BILLING_CYCLE;
const gym: RecurringSchedule = {
  amount: 19900,
  frequency: 'monthly' as const,
  startDate: '2026-01-10',
  endDate: '2026-12-10',
  isActive: true,
};
const months = (p: Parameters<typeof occurrences>[0]) =>
  occurrences(p, '2026-01', '2027-02', cycle).map((o) => o.month);

describe('pause and resume', () => {
  it('skips the months of the pause, charges again after resuming, and keeps the planned end date', () => {
    const paused = pause(gym, '2026-04');
    expect(recurringStatus(paused)).toBe('paused');
    expect(months(paused)).toEqual(['2026-01', '2026-02', '2026-03']);
    const resumed = resume(paused, '2026-07');
    expect(resumed.endDate).toBe('2026-12-10');
    expect(recurringStatus(resumed)).toBe('active');
    expect(months(resumed)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
  });

  it('forgets a pause resumed before it skipped anything, and pausing twice changes nothing', () => {
    const paused = pause(gym, '2026-04');
    expect(pause(paused, '2026-06')).toBe(paused);
    expect(resume(paused, '2026-04').skips).toEqual([]);
  });

  it('differs from a stop: a stopped payment ends for good and is not paused', () => {
    const stopped = deactivate(gym, '2026-03-20');
    expect(recurringStatus(stopped)).toBe('stopped');
    expect(months(stopped)).toEqual(['2026-01', '2026-02', '2026-03']);
    // The legacy inactive payment without an end never occurs; a paused one still occurred before its pause.
    expect(occursInMonth({ ...gym, endDate: null, isActive: false }, '2026-02', cycle)).toBe(false);
    expect(occursInMonth(pause({ ...gym, endDate: null }, '2026-04'), '2026-02', cycle)).toBe(true);
  });

  it('starts a pause this month while its charge day is still ahead, else next month', () => {
    expect(pauseStartMonth(gym, cycle, '2026-05-09')).toBe('2026-05');
    expect(pauseStartMonth(gym, cycle, '2026-05-10')).toBe('2026-06');
  });
});

describe('skipOccurrence', () => {
  it('drops only that month', () => {
    const skipped = skipOccurrence(gym, '2026-02');
    expect(months(skipped).slice(0, 3)).toEqual(['2026-01', '2026-03', '2026-04']);
    expect(recurringStatus(skipped)).toBe('active');
    expect(skipOccurrence(skipped, '2026-02')).toBe(skipped);
    expect(months(unskipOccurrence(skipped, '2026-02'))).toEqual(months(gym));
  });
});
