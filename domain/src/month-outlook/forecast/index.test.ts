import { describe, expect, it } from 'vitest';
import { daysLeft, elapsedDays, forecastAgorot } from './index.js';

const march = { from: '2026-03-01', to: '2026-03-31' };
const cycle10 = { from: '2026-03-10', to: '2026-04-09' };

describe('elapsedDays', () => {
  it('counts today as elapsed and stays within the period', () => {
    expect(elapsedDays(march, '2026-03-01')).toEqual({ elapsed: 1, total: 31 });
    expect(elapsedDays(march, '2026-02-20')).toEqual({ elapsed: 0, total: 31 });
    expect(elapsedDays(march, '2026-04-20')).toEqual({ elapsed: 31, total: 31 });
    expect(elapsedDays(cycle10, '2026-04-01')).toEqual({ elapsed: 23, total: 31 });
  });
});

describe('forecastAgorot', () => {
  it('extrapolates variable spending linearly by the days elapsed in the billing period', () => {
    // 10 of 31 days, 1,000 ₪ spent → 3,100 ₪
    expect(forecastAgorot({ spent: 100_000 }, march, '2026-03-10')).toBe(310_000);
  });

  it('counts fixed charges (recurring, installments) once', () => {
    // 500 ₪ fixed + 500 ₪ variable in 10 of 31 days → 500 + 1,550
    expect(forecastAgorot({ spent: 100_000, fixed: 50_000 }, march, '2026-03-10')).toBe(205_000);
  });

  it('follows a cycle that starts on the 10th', () => {
    // 2026-03-10..2026-04-09 is 31 days; on 2026-03-20, 11 have elapsed
    expect(forecastAgorot({ spent: 11_000 }, cycle10, '2026-03-20')).toBe(31_000);
  });

  it('is what was spent once the month is over, and before it started', () => {
    expect(forecastAgorot({ spent: 12_345 }, march, '2026-04-02')).toBe(12_345);
    expect(forecastAgorot({ spent: 12_345, fixed: 2_000 }, march, '2026-02-02')).toBe(12_345);
    expect(forecastAgorot({ spent: 12_345 }, march, '2026-03-31')).toBe(12_345);
  });

  it('never forecasts less than the fixed charges when fixed exceeds what is counted as spent', () => {
    expect(forecastAgorot({ spent: 1_000, fixed: 5_000 }, march, '2026-03-10')).toBe(1_000);
  });
});

describe('daysLeft', () => {
  it('counts today among the days left, none after the period and all of them before it', () => {
    expect(daysLeft(march, '2026-03-31')).toBe(1);
    expect(daysLeft(march, '2026-03-10')).toBe(22);
    expect(daysLeft(march, '2026-04-01')).toBe(0);
    expect(daysLeft(march, '2026-02-01')).toBe(31);
  });
});
