import { describe, expect, it } from 'vitest';
import { currentBillingMonth, DEFAULT_BILLING_CYCLE, toSelectedDate } from '@kaspit/domain';
import { getSharedAuthInstanceId, selectedDate$, session$ } from '../index.js';

describe('buses', () => {
  it('start signed out and uninitialised, on the billing month that contains today', () => {
    expect(session$.getValue()).toEqual({ initialized: false, user: null });
    expect(selectedDate$.getValue()).toEqual(toSelectedDate(currentBillingMonth(DEFAULT_BILLING_CYCLE)));
  });

  it('are the same objects however the package is imported, with one instance id', async () => {
    const again = await import('../index.js');
    expect(again.session$).toBe(session$);
    expect(again.getSharedAuthInstanceId()).toBe(getSharedAuthInstanceId());
    expect(getSharedAuthInstanceId()).toMatch(/^sa-/);
  });
});
