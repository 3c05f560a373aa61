import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session$ } from './session.js';
import { useUserLists, type UserLists } from './user-lists.js';
import { testUser } from '../testing.js';

afterEach(() => {
  cleanup();
  session$.next({ initialized: false, user: null });
});

const person = testUser({
  categories: [
    { categoryName: 'מזון', budgetAmount: 0 },
    { categoryName: 'דלק', budgetAmount: 0 },
  ],
  incomeCategories: [{ categoryName: 'משכורת' }],
  paymentMethods: [{ paymentMethodName: 'ויזה' }],
  billingCyclePeriod: { startDay: 10, endDay: 9, endMonth: 1 },
});

function renderLists(): UserLists[] {
  const seen: UserLists[] = [];
  function Lists() {
    seen.push(useUserLists());
    return null;
  }
  render(<Lists />);
  return seen;
}

describe('useUserLists', () => {
  it("reads the signed-in person's lists and billing cycle from the session", () => {
    session$.next({ initialized: true, user: person });
    const [lists] = renderLists();
    expect(lists).toEqual({
      userId: 'u1',
      categories: ['מזון', 'דלק'],
      incomeCategories: ['משכורת'],
      paymentMethods: ['ויזה'],
      cycle: { startDay: 10, endDay: 9, endMonth: 1 },
    });
  });

  it('gives empty lists and the calendar month before anyone signs in', () => {
    const [lists] = renderLists();
    expect(lists).toEqual({
      userId: '',
      categories: [],
      incomeCategories: [],
      paymentMethods: [],
      cycle: { startDay: 1, endDay: 31, endMonth: 0 },
    });
  });

  it('keeps the same object while the user is the same, and a new one when the user changes', () => {
    session$.next({ initialized: true, user: person });
    const seen = renderLists();
    act(() => session$.next({ initialized: true, user: person }));
    act(() =>
      session$.next({
        initialized: true,
        user: { ...person, categories: [{ categoryName: 'ספרים', budgetAmount: 0 }] },
      }),
    );
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen[1]).toBe(seen[0]);
    expect(seen.at(-1)?.categories).toEqual(['ספרים']);
  });
});
