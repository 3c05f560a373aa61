import { z } from 'zod';
import { billingCyclePeriodSchema, importPreferencesSchema, userDataSchema } from '../users/index.js';

const category = z.object({ categoryName: z.string(), budgetAmount: z.number() });
/** A month's bank balance, with the billing cycle the month was read in. */
export const balanceEntrySchema = z.object({
  month: z.string(),
  amount: z.number(),
  billingCyclePeriod: billingCyclePeriodSchema,
});
const paymentMethods = z.array(z.object({ paymentMethodName: z.string() }));
const incomeCategories = z.array(z.object({ categoryName: z.string() }));
/** How many records of each collection now carry the new name (0 when a retry finds nothing left to move). */
const renamedRecords = z.record(z.string(), z.number());

/** `data` of the `/users/{userId}/…` settings routes: the person's lists, budgets, balances and preferences. */
export const userSettingsReplySchemas = {
  paymentMethods: z.object({ userData: userDataSchema, paymentMethods }),
  paymentMethodRenamed: z.object({ userData: userDataSchema, paymentMethods, renamedRecords }),
  categoryRenamed: z.object({
    userData: userDataSchema,
    categories: z.array(category),
    budgets: z.record(z.string(), z.number()),
    renamedRecords,
  }),
  categories: z.object({ categories: z.array(category) }),
  incomeCategories: z.object({ userData: userDataSchema, incomeCategories }),
  incomeCategoryRenamed: z.object({ userData: userDataSchema, incomeCategories, renamedRecords }),
  budgets: z.object({ budgets: z.record(z.string(), z.number()), categories: z.array(category) }),
  /** A month's balance read: `null` when none was recorded. */
  balance: z.object({ balance: balanceEntrySchema.nullable() }),
  /** A balance created or updated. */
  balanceSaved: z.object({ balance: balanceEntrySchema }),
  balances: z.object({ monthlyBankAccountBalance: z.array(balanceEntrySchema) }),
  userData: z.object({ userData: userDataSchema }),
  importPreferences: z.object({ userData: userDataSchema, importPreferences: importPreferencesSchema }),
};

type Replies = typeof userSettingsReplySchemas;
/** What a settings route answers in `data`, by the name its schema has in `userSettingsReplySchemas`. */
export type UserSettingsReply<Name extends keyof Replies> = z.infer<Replies[Name]>;
export type BalanceEntry = z.infer<typeof balanceEntrySchema>;
