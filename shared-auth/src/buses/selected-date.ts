import { BehaviorSubject } from 'rxjs';
import {
  currentBillingMonth,
  DEFAULT_BILLING_CYCLE,
  fromSelectedDate,
  toSelectedDate,
  type BillingCyclePeriod,
  type SelectedDate,
} from '@kaspit/domain';
import { consentStorage } from '../consent/consent-storage.js';
import { parseMonthPick } from '../page-start/index.js';
import { session$ } from './session.js';

export type { SelectedDate };

const KEY = 'selectedDate';

const storedPick = (): SelectedDate | null => parseMonthPick(consentStorage.getItem(KEY));

const currentOf = (cycle: BillingCyclePeriod) => toSelectedDate(currentBillingMonth(cycle));

let picked = storedPick();

/**
 * The billing month every area shows: it follows the cycle that contains today until the person picks
 * a month, and keeps that pick (stored as a functional preference) until reset.
 */
export const selectedDate$ = new BehaviorSubject<SelectedDate>(picked ?? currentOf(DEFAULT_BILLING_CYCLE));

export function pickMonth(month: SelectedDate): void {
  picked = toSelectedDate(fromSelectedDate(month));
  consentStorage.setItem(KEY, JSON.stringify(picked));
  selectedDate$.next(picked);
}

/** Moves to the current billing month of `cycle`, unless the person picked a month. */
export function followBillingCycle(cycle: BillingCyclePeriod): void {
  if (picked) return;
  const next = currentOf(cycle);
  const now = selectedDate$.getValue();
  if (next.year !== now.year || next.month !== now.month) selectedDate$.next(next);
}

export function resetSelectedDate(cycle: BillingCyclePeriod = DEFAULT_BILLING_CYCLE): void {
  picked = null;
  consentStorage.removeItem(KEY);
  followBillingCycle(cycle);
}

export const isMonthPicked = () => picked !== null;

let signedIn = false;
session$.subscribe(({ user }) => {
  const cycle = user?.billingCyclePeriod ?? DEFAULT_BILLING_CYCLE;
  // Signing out forgets the pick; the signed-out state before start-up has read the session does not.
  if (!user && signedIn) resetSelectedDate();
  else followBillingCycle(cycle);
  signedIn = user !== null;
});
