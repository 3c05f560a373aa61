import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_CYCLE } from '../../billing-month/index.js';
import { occursInMonth, type RecurringSchedule } from '../schedule/index.js';
import { deactivate } from './index.js';

const gym = {
  id: 'p1',
  name: 'חדר כושר',
  amount: 19900,
  frequency: 'monthly' as const,
  startDate: '2025-09-01',
  isActive: true,
};

describe('deactivate', () => {
  it('sets isActive false and the end date, keeping every other field', () => {
    expect(deactivate(gym, '2026-03-12')).toEqual({ ...gym, isActive: false, endDate: '2026-03-12' });
    expect(gym.isActive).toBe(true);
  });

  it('keeps the payment in its last billing month and drops it afterwards', () => {
    const stopped = deactivate(gym, '2026-03-12');
    expect(occursInMonth(stopped, '2026-03', DEFAULT_BILLING_CYCLE)).toBe(true);
    expect(occursInMonth(stopped, '2026-04', DEFAULT_BILLING_CYCLE)).toBe(false);
  });

  it('defaults the end date to today', () => {
    expect(deactivate(gym).endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('rejects a malformed end date', () => {
    expect(() => deactivate(gym, '2026-02-30')).toThrow('Invalid date "2026-02-30"');
  });
});

describe('deactivate a paused payment', () => {
  it('reads as stopped afterwards, and the paused months stay skipped', async () => {
    const { pause, recurringStatus } = await import('../pause/index.js');
    const paused: RecurringSchedule = pause({ ...gym, startDate: '2026-01-01' }, '2026-03');
    const stopped = deactivate(paused, '2026-05-20');
    expect(recurringStatus(stopped)).toBe('stopped');
    expect(stopped.skips).toEqual([{ from: '2026-03', to: '2026-05' }]);
    expect(occursInMonth(stopped, '2026-02', DEFAULT_BILLING_CYCLE)).toBe(true);
    expect(occursInMonth(stopped, '2026-04', DEFAULT_BILLING_CYCLE)).toBe(false);
  });
});
