import { randomUUID } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import type { VerifiedIdentity } from '../auth/id-token/index.js';
import { DEFAULT_BILLING_CYCLE, DEFAULT_CATEGORIES, DEFAULT_PAYMENT_METHODS } from './defaults.js';

export interface BillingCyclePeriod {
  startDay: number;
  endDay: number;
  endMonth: 0 | 1;
}

export interface UserDoc {
  id: string;
  issuer: string;
  sub: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  paymentMethods: { paymentMethodName: string }[];
  categories: { categoryName: string; budgetAmount: number }[];
  budgets: Record<string, number>;
  monthlyBankAccountBalance: { month: string; amount: number; billingCyclePeriod: BillingCyclePeriod }[];
  billingCyclePeriod: BillingCyclePeriod;
  aiSubscription: { enabled: boolean; updatedAt: Date | null };
  cookiesSubscription: {
    essential: true;
    functional: boolean;
    analytics: boolean;
    updatedAt: Date;
    notes?: string;
  }[];
  createdAt: Date;
  updatedAt: Date;
}

/** The collections holding a user's records, all keyed by `userId`; deleting an account empties each. */
export const USER_DATA_COLLECTIONS = ['outcomes', 'incomes', 'discounts', 'recurringPayments'] as const;

/** The user as the API shows it: no database id, no identity-provider keys. */
export function toUserData(user: UserDoc) {
  const { issuer: _issuer, sub: _sub, ...rest } = user as UserDoc & { _id?: unknown };
  delete (rest as { _id?: unknown })._id;
  return rest;
}

export function usersRepository(db: Db) {
  const users: Collection<UserDoc> = db.collection('users');
  return {
    findById: (id: string) => users.findOne({ id }),

    /** First sign-in creates the user with the defaults; later ones refresh the profile from the provider. */
    async upsertFromIdentity(identity: VerifiedIdentity): Promise<UserDoc> {
      const now = new Date();
      await users.updateOne(
        { issuer: identity.issuer, sub: identity.sub },
        {
          $set: { email: identity.email, updatedAt: now },
          $setOnInsert: {
            id: randomUUID(),
            issuer: identity.issuer,
            sub: identity.sub,
            displayName: identity.name,
            photoURL: identity.picture,
            paymentMethods: DEFAULT_PAYMENT_METHODS.map((paymentMethodName) => ({ paymentMethodName })),
            categories: DEFAULT_CATEGORIES.map((categoryName) => ({ categoryName, budgetAmount: 0 })),
            budgets: {},
            monthlyBankAccountBalance: [],
            billingCyclePeriod: { ...DEFAULT_BILLING_CYCLE },
            aiSubscription: { enabled: false, updatedAt: null },
            cookiesSubscription: [],
            createdAt: now,
          },
        },
        { upsert: true },
      );
      return (await users.findOne({ issuer: identity.issuer, sub: identity.sub }))!;
    },

    async updateProfile(
      id: string,
      profile: Partial<Pick<UserDoc, 'displayName' | 'photoURL' | 'billingCyclePeriod'>>,
    ) {
      return users.findOneAndUpdate(
        { id },
        { $set: { ...profile, updatedAt: new Date() } },
        { returnDocument: 'after' },
      );
    },

    /** Removes the user and every record they own. */
    async deleteWithData(id: string): Promise<boolean> {
      for (const name of USER_DATA_COLLECTIONS) await db.collection(name).deleteMany({ userId: id });
      const result = await users.deleteOne({ id });
      return result.deletedCount === 1;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
