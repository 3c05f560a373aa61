import type { Collection, Db } from 'mongodb';
import { currentBillingMonth, todayIn } from '@kaspit/domain';
import { ApiError } from '../../infrastructure/envelope/index.js';
import type { BillingCyclePeriod, UserDoc } from './repository.js';

export type PaymentMethod = UserDoc['paymentMethods'][number];
export type Category = UserDoc['categories'][number];
export type IncomeCategory = UserDoc['incomeCategories'][number];
export type BalanceEntry = UserDoc['monthlyBankAccountBalance'][number];
export type CookiesConsent = UserDoc['cookiesSubscription'][number];

/** The last entry is the current consent; older ones are kept as a bounded audit trail. */
export const COOKIES_HISTORY_LIMIT = 50;

/**
 * What a list edit decided: the new list (the list it was given, unchanged, to write nothing), or why there is none
 * (`missing`/`duplicate` map to 404/409).
 */
export type ListChange<T> = { next: T[] } | { refused: 'missing' | 'duplicate' };
export type ListResult = { user: UserDoc } | { refused: 'missing' | 'duplicate' | 'no-user' };

/**
 * Attempts before a compare-and-set gives up with 409. Each failed attempt means another write to the same user
 * landed first, so with N concurrent writers the last needs N attempts; one person's tabs stay far below this.
 */
const CAS_ATTEMPTS = 10;

/**
 * How many of a user's latest list-edit keys are remembered: a write the outbox sends again after its answer was
 * lost is recognised among them (a phone's waiting writes are far fewer).
 */
export const APPLIED_WRITES_LIMIT = 100;

/** A short random pause after losing a race, so writers that collided do not retry in lockstep. */
const backOff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (attempt + 1)));

/**
 * `budgets` is `categories[].budgetAmount` seen as a map, so it is always derived, never edited on its own. A
 * budget of 0 means "no budget", so those categories have no key (a new user has `budgets: {}`).
 */
export function budgetsOf(categories: readonly Category[]): Record<string, number> {
  return Object.fromEntries(
    categories.filter((c) => c.budgetAmount > 0).map((c) => [c.categoryName, c.budgetAmount]),
  );
}

/** An `ApiError`, so the app's error handler answers 409 in the envelope without each route catching it. */
export class ConcurrentUpdateError extends ApiError {
  constructor() {
    super(409, 'The user was changed concurrently; please retry');
    this.name = 'ConcurrentUpdateError';
  }
}

/** The settings a user edits in the personal area; every write is one atomic MongoDB update. */
export function userSettingsRepository(db: Db) {
  const users: Collection<UserDoc> = db.collection('users');

  /**
   * Name-keyed lists are edited by compare-and-set: read, decide in code, then write only if the list is still what
   * was read. The decision needs `nameKey` (NFC, Unicode lower case, collapsed spaces), which no query can express,
   * and `budgets` keys are category names that may contain `.`, which `$set: { 'budgets.<name>' }` would read as a
   * path — so the whole list (and the derived `budgets`) is replaced in one guarded update.
   */
  async function editList<F extends 'paymentMethods' | 'categories' | 'incomeCategories'>(
    id: string,
    field: F,
    decide: (current: UserDoc[F]) => ListChange<UserDoc[F][number]>,
    writeId?: string,
  ): Promise<ListResult> {
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
      const user = await users.findOne({ id });
      if (!user) return { refused: 'no-user' };
      // The same write again (its first answer was lost): it is done, so the list as it is now is the answer.
      if (writeId && user.appliedWriteIds?.includes(writeId)) return { user };
      const change = decide(user[field]);
      if ('refused' in change) return change;
      // A decision that hands back the very list it was given changes nothing, so nothing is written.
      if (change.next === user[field]) return { user };
      const set: Partial<UserDoc> = { [field]: change.next, updatedAt: new Date() };
      if (field === 'categories') set.budgets = budgetsOf(change.next as Category[]);
      // The write's key is kept in the same update as its change, so a repeat is recognised even after a crash.
      const remember = writeId
        ? { $push: { appliedWriteIds: { $each: [writeId], $slice: -APPLIED_WRITES_LIMIT } } }
        : {};
      const updated = await users.findOneAndUpdate(
        { id, [field]: user[field] },
        { $set: set, ...remember },
        { returnDocument: 'after' },
      );
      if (updated) return { user: updated };
      await backOff(attempt);
    }
    throw new ConcurrentUpdateError();
  }

  return {
    /** `writeId`: the key the client made for this add; the same key again changes nothing and is not refused. */
    editPaymentMethods: (
      id: string,
      decide: (current: PaymentMethod[]) => ListChange<PaymentMethod>,
      writeId?: string,
    ) => editList(id, 'paymentMethods', decide, writeId),

    editCategories: (id: string, decide: (current: Category[]) => ListChange<Category>) =>
      editList(id, 'categories', decide),

    editIncomeCategories: (id: string, decide: (current: IncomeCategory[]) => ListChange<IncomeCategory>) =>
      editList(id, 'incomeCategories', decide),

    /** Upserts the month's entry: replace it in place if present, else append; retried if another writer races. */
    async setBalance(id: string, entry: BalanceEntry): Promise<UserDoc | null> {
      for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
        const replaced = await users.findOneAndUpdate(
          { id, 'monthlyBankAccountBalance.month': entry.month },
          { $set: { 'monthlyBankAccountBalance.$': entry, updatedAt: new Date() } },
          { returnDocument: 'after' },
        );
        if (replaced) return replaced;
        // The `$ne` filter makes the append refuse if the month appeared since the first attempt.
        const appended = await users.findOneAndUpdate(
          { id, 'monthlyBankAccountBalance.month': { $ne: entry.month } },
          { $push: { monthlyBankAccountBalance: entry }, $set: { updatedAt: new Date() } },
          { returnDocument: 'after' },
        );
        if (appended) return appended;
        if (!(await users.findOne({ id }, { projection: { _id: 1 } }))) return null;
        await backOff(attempt);
      }
      throw new ConcurrentUpdateError();
    },

    /**
     * Creates the current billing month's entry carrying over the latest earlier month's amount (0 if none). If the
     * month already has one it is returned unchanged, so repeating the call (or racing it) creates one entry.
     */
    async initBalance(
      id: string,
      today: string = todayIn(),
    ): Promise<{ balance: BalanceEntry; created: boolean } | null> {
      for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
        const user = await users.findOne({ id });
        if (!user) return null;
        const cycle: BillingCyclePeriod = user.billingCyclePeriod;
        const month = currentBillingMonth(cycle, today);
        const entries = user.monthlyBankAccountBalance;
        const existing = entries.find((e) => e.month === month);
        if (existing) return { balance: existing, created: false };
        const previous = entries
          .filter((e) => e.month < month)
          .reduce<BalanceEntry | undefined>(
            (latest, e) => (!latest || e.month > latest.month ? e : latest),
            undefined,
          );
        const balance: BalanceEntry = {
          month,
          amount: previous?.amount ?? 0,
          billingCyclePeriod: { ...cycle },
        };
        const appended = await users.updateOne(
          { id, 'monthlyBankAccountBalance.month': { $ne: month } },
          { $push: { monthlyBankAccountBalance: balance }, $set: { updatedAt: new Date() } },
        );
        if (appended.modifiedCount === 1) return { balance, created: true };
        await backOff(attempt);
      }
      throw new ConcurrentUpdateError();
    },

    setAiSubscription(id: string, enabled: boolean) {
      const now = new Date();
      return users.findOneAndUpdate(
        { id },
        { $set: { aiSubscription: { enabled, updatedAt: now }, updatedAt: now } },
        { returnDocument: 'after' },
      );
    },

    /** Appends the new consent and keeps only the latest `COOKIES_HISTORY_LIMIT`, in one update. */
    appendCookiesConsent(id: string, consent: CookiesConsent) {
      return users.findOneAndUpdate(
        { id },
        {
          $push: { cookiesSubscription: { $each: [consent], $slice: -COOKIES_HISTORY_LIMIT } },
          $set: { updatedAt: consent.updatedAt },
        },
        { returnDocument: 'after' },
      );
    },
  };
}

export type UserSettingsRepository = ReturnType<typeof userSettingsRepository>;
