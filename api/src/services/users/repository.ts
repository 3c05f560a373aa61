import { randomUUID } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import type { ImportPreferences, UserData } from '@kaspit/api-contract';
import type { VerifiedIdentity } from '../auth/id-token/index.js';
import { isoTime as iso } from '../../infrastructure/wire/index.js';
import {
  DEFAULT_BILLING_CYCLE,
  DEFAULT_CATEGORIES,
  DEFAULT_INCOME_CATEGORIES,
  DEFAULT_PAYMENT_METHODS,
} from './defaults.js';

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
  /** Categories of incomes (no budgets). Users from before they existed get the defaults, see `addIncomeCategories`. */
  incomeCategories: { categoryName: string }[];
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
  /** Keys of the latest list edits that carried one (never shown): a repeat of one changes nothing. */
  appliedWriteIds?: string[];
  /** Set when the account's deletion began: from then on the user is gone for every request. */
  deletedAt?: Date;
  /** Written by `PUT /users/:userId/import-preferences`. */
  importPreferences?: ImportPreferences;
}

/** The collections holding a user's records, all keyed by `userId`; deleting an account empties each. */
export const USER_DATA_COLLECTIONS = [
  'outcomes',
  'incomes',
  'discounts',
  'recurringPayments',
  'transfers',
] as const;

/** The user as the API shows it (the contract's `UserData`): no database id, no identity-provider keys. */
export function toUserData(user: UserDoc): UserData {
  const {
    issuer: _issuer,
    sub: _sub,
    appliedWriteIds: _applied,
    deletedAt: _deletedAt,
    ...rest
  } = user as UserDoc & { _id?: unknown };
  delete (rest as { _id?: unknown })._id;
  return {
    ...rest,
    aiSubscription: {
      ...rest.aiSubscription,
      updatedAt: rest.aiSubscription.updatedAt === null ? null : iso(rest.aiSubscription.updatedAt),
    },
    cookiesSubscription: rest.cookiesSubscription.map((c) => ({ ...c, updatedAt: iso(c.updatedAt) })),
    createdAt: iso(rest.createdAt),
    updatedAt: iso(rest.updatedAt),
  };
}

const defaultIncomeCategories = () => DEFAULT_INCOME_CATEGORIES.map((categoryName) => ({ categoryName }));

/** Matches a user whose deletion has not begun. */
const live = { deletedAt: { $exists: false } } as const;

export function usersRepository(db: Db) {
  const users: Collection<UserDoc> = db.collection('users');

  /** Empties every record collection of the user, their refresh tokens and data version, then the user document. */
  async function purge(id: string): Promise<void> {
    for (const name of USER_DATA_COLLECTIONS) await db.collection(name).deleteMany({ userId: id });
    await db.collection('refreshTokens').deleteMany({ userId: id });
    await db.collection<{ _id: string }>('userDataVersions').deleteOne({ _id: id });
    await users.deleteOne({ id, deletedAt: { $exists: true } });
  }

  return {
    findById: (id: string) => users.findOne({ id, ...live }),

    /** Read from the store on every call (never a cache): a write checks it after writing, see deleteWithData. */
    async isActive(id: string): Promise<boolean> {
      return Boolean(await users.findOne({ id, ...live }, { projection: { _id: 1 } }));
    },

    /** First sign-in creates the user with the defaults; later ones refresh the profile from the provider. */
    async upsertFromIdentity(identity: VerifiedIdentity): Promise<UserDoc> {
      const now = new Date();
      const half = await users.findOne(
        { issuer: identity.issuer, sub: identity.sub, deletedAt: { $exists: true } },
        { projection: { id: 1 } },
      );
      if (half) await purge(half.id);
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
            incomeCategories: defaultIncomeCategories(),
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
      await users.updateOne(
        { issuer: identity.issuer, sub: identity.sub, incomeCategories: { $exists: false } },
        { $set: { incomeCategories: defaultIncomeCategories() } },
      );
      return (await users.findOne({ issuer: identity.issuer, sub: identity.sub }))!;
    },

    /**
     * Gives every user from before income categories existed the default ones; run at start-up (and for each
     * person at sign-in). Users who have the list, even emptied, are left alone, so running it again changes nothing.
     */
    async addIncomeCategories(): Promise<number> {
      const result = await users.updateMany(
        { incomeCategories: { $exists: false } },
        { $set: { incomeCategories: defaultIncomeCategories() } },
      );
      return result.modifiedCount;
    },

    async updateProfile(
      id: string,
      profile: Partial<Pick<UserDoc, 'displayName' | 'photoURL' | 'billingCyclePeriod'>>,
    ) {
      return users.findOneAndUpdate(
        { id, ...live },
        { $set: { ...profile, updatedAt: new Date() } },
        { returnDocument: 'after' },
      );
    },

    /**
     * Deletes the account: first marks the user deleted, so every request (and every write that re-checks after
     * writing) refuses from then on, then purges. A purge cut short (a crash) is finished by
     * `finishPendingDeletions` at start-up, by the next sign-in of that person, or by repeating this call.
     */
    async deleteWithData(id: string): Promise<boolean> {
      const marked = await users.updateOne({ id }, { $set: { deletedAt: new Date() } });
      if (marked.matchedCount === 0) return false;
      await purge(id);
      return true;
    },

    /** Finishes every account deletion that began but did not complete; returns how many. */
    async finishPendingDeletions(): Promise<number> {
      const pending = await users.find({ deletedAt: { $exists: true } }, { projection: { id: 1 } }).toArray();
      for (const user of pending) await purge(user.id);
      return pending.length;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
