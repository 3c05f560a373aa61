import { describe, expect, it } from 'vitest';
import { userDataSchema } from './index.js';

const user = {
  id: 'u1',
  email: 'person@example.com',
  displayName: 'נועה',
  photoURL: null,
  paymentMethods: [{ paymentMethodName: 'מזומן' }],
  categories: [{ categoryName: 'מזון', budgetAmount: 0 }],
  incomeCategories: [],
  budgets: {},
  monthlyBankAccountBalance: [],
  billingCyclePeriod: { startDay: 10, endDay: 9, endMonth: 1 },
  aiSubscription: { enabled: false, updatedAt: null },
  cookiesSubscription: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('userDataSchema', () => {
  it('takes the user as the API answers it', () => {
    expect(userDataSchema.parse(user)).toEqual(user);
  });

  it('refuses times that are not ISO text (JSON has no dates: the API converts them)', () => {
    expect(userDataSchema.safeParse({ ...user, createdAt: new Date() }).success).toBe(false);
  });

  it('refuses a billing cycle ending two months on', () => {
    const billingCyclePeriod = { startDay: 10, endDay: 9, endMonth: 2 };
    expect(userDataSchema.safeParse({ ...user, billingCyclePeriod }).success).toBe(false);
  });
});
