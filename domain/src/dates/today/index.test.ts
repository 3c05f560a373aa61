import { describe, expect, it } from 'vitest';
import { todayIn } from './index.js';

describe('todayIn', () => {
  it('gives the Israeli calendar date, which runs ahead of UTC late in the evening', () => {
    // Winter: Israel is UTC+2.
    expect(todayIn('Asia/Jerusalem', new Date('2026-01-31T21:59:00Z'))).toBe('2026-01-31');
    expect(todayIn('Asia/Jerusalem', new Date('2026-01-31T22:00:00Z'))).toBe('2026-02-01');
    // Summer time began on 2026-03-27: Israel is UTC+3.
    expect(todayIn('Asia/Jerusalem', new Date('2026-03-31T21:30:00Z'))).toBe('2026-04-01');
  });

  it('asks ICU for Israel in years outside the clock rule it knows', () => {
    expect(todayIn('Asia/Jerusalem', new Date('2040-01-01T21:59:00Z'))).toBe('2040-01-01');
    expect(todayIn('Asia/Jerusalem', new Date('2040-01-01T22:00:00Z'))).toBe('2040-01-02');
  });

  it('defaults to Asia/Jerusalem', () => {
    expect(todayIn(undefined, new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
  });

  it('follows the given time zone', () => {
    expect(todayIn('UTC', new Date('2026-12-31T22:30:00Z'))).toBe('2026-12-31');
    expect(todayIn('America/New_York', new Date('2027-01-01T03:00:00Z'))).toBe('2026-12-31');
  });

  it('reads the clock when no instant is given', () => {
    expect(todayIn()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('rejects unknown zones and invalid dates with clear messages', () => {
    expect(() => todayIn('Mars/Olympus')).toThrow('Unknown time zone "Mars/Olympus"');
    expect(() => todayIn('UTC', new Date('nope'))).toThrow('now must be a valid Date');
  });
});
