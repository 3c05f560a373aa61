import { BehaviorSubject } from 'rxjs';
import type { UserDataReply } from '@kaspit/api-contract';
import { fromSelectedDate } from '@kaspit/domain';
import { selectedDate$ } from '../buses/selected-date.js';
import { session$ } from '../buses/session.js';
import { apiCall } from '../api/api-call.js';
import { refreshAccessToken } from '../api/refresh.js';
import { storedAccessToken } from '../session/stored-session.js';
import { updateLocalUser } from '../session/session.js';

/** A fetch within 5 minutes of the last one is skipped. */
export const REFETCH_AFTER_MS = 300_000;
export const DATA_LOAD_FAILED = 'Failed to fetch user data';

type Row = Record<string, unknown> & { id: string };

/** How many rows of each list the sign-in load reads: one screenful of the ledger, whatever the history. */
export const FIRST_PAGE_SIZE = 50;

/** A month's count and sum of one kind of record, as the API's paged listing reports them. */
export interface MonthTotals {
  count: number;
  amount: number;
}

export interface UserDataState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The billing month the first pages and totals below belong to. */
  month: string | null;
  /** The month's first page of outcomes (newest first), not every outcome: pages read more as they need. */
  outcomes: Row[];
  incomes: Row[];
  totals: { outcomes: MonthTotals; incomes: MonthTotals } | null;
  recurringPayments: Row[];
  discounts: Row[];
  loadedAt: number | null;
  error: string | null;
}

const empty: UserDataState = {
  status: 'idle',
  month: null,
  totals: null,
  outcomes: [],
  incomes: [],
  recurringPayments: [],
  discounts: [],
  loadedAt: null,
  error: null,
};

/** The signed-in user's records, loaded once on sign-in and shared by every area. */
export const userData$ = new BehaviorSubject<UserDataState>(empty);

let providerPhotoURL: string | null = null;

/** The identity provider's current photo, compared with the stored one on the next load. */
export function rememberProviderPhoto(url: string | null): void {
  providerPhotoURL = url;
}

/**
 * The data load at sign-in: the profile, the selected billing month's first page and totals of outcomes and incomes,
 * recurring payments and discounts, after refreshing the access token when there is none (a new tab). Never the
 * whole history: what it costs stays the same however many records the person has. Skipped on `/` and within 5
 * minutes of the last load unless forced.
 */
export async function loadUserData({
  pathname,
  force = false,
}: {
  pathname: string;
  force?: boolean;
}): Promise<void> {
  const user = session$.getValue().user;
  if (!user || pathname === '/') return;
  const current = userData$.getValue();
  if (!force && current.loadedAt !== null && Date.now() - current.loadedAt < REFETCH_AFTER_MS) return;
  userData$.next({ ...current, status: 'loading', error: null });
  try {
    if (!storedAccessToken()) await refreshAccessToken();
    const params = { userId: user.id };
    const month = fromSelectedDate(selectedDate$.getValue());
    const firstPage = { ...params, month, limit: FIRST_PAGE_SIZE };
    const [profile, outcomes, incomes, recurring, discounts] = await Promise.all([
      apiCall<UserDataReply>({ url: `/users/${user.id}` }),
      apiCall<{ outcomes: Row[]; totals: MonthTotals }>({ url: '/outcomes', params: firstPage }),
      apiCall<{ incomes: Row[]; totals: MonthTotals }>({ url: '/incomes', params: firstPage }),
      apiCall<{ recurringPayments: Row[] }>({ url: '/recurring-payments', params }),
      apiCall<{ discounts: Row[] }>({ url: '/discounts', params }),
    ]);
    let userData = profile.userData;
    if (providerPhotoURL && providerPhotoURL !== userData.photoURL) {
      userData = (
        await apiCall<UserDataReply>({
          method: 'PATCH',
          url: `/users/${user.id}/profile`,
          data: { photoURL: providerPhotoURL },
        })
      ).userData;
    }
    updateLocalUser(userData);
    userData$.next({
      status: 'ready',
      month,
      outcomes: outcomes.outcomes,
      incomes: incomes.incomes,
      totals: { outcomes: outcomes.totals, incomes: incomes.totals },
      recurringPayments: recurring.recurringPayments,
      discounts: discounts.discounts,
      loadedAt: Date.now(),
      error: null,
    });
  } catch {
    userData$.next({ ...userData$.getValue(), status: 'error', error: DATA_LOAD_FAILED });
  }
}

// Signing out empties every in-memory list.
session$.subscribe(({ user }) => {
  if (!user && userData$.getValue() !== empty) userData$.next(empty);
});
