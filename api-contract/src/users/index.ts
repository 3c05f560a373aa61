import { z } from 'zod';

/** Which days make a billing month (`endMonth: 1` ends it in the next calendar month); the rule is the domain's. */
export const billingCyclePeriodSchema = z.object({
  startDay: z.number().int(),
  endDay: z.number().int(),
  endMonth: z.union([z.literal(0), z.literal(1)]),
});

/** What an import remembers for the next statement: an issuer's category → a category, a card → a payment method. */
export const importPreferencesSchema = z.object({
  categories: z.array(z.object({ from: z.string(), to: z.string() })),
  cards: z.array(z.object({ last4: z.string(), paymentMethod: z.string() })),
});

/** A time as JSON carries it: ISO 8601. */
const timestamp = z.iso.datetime({ offset: true });

/**
 * The signed-in person as `/users` and sign-in answer it, and as the front end keeps it in the session: the
 * database's user without its id and identity-provider keys.
 */
export const userDataSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  paymentMethods: z.array(z.object({ paymentMethodName: z.string() })),
  categories: z.array(z.object({ categoryName: z.string(), budgetAmount: z.number() })),
  incomeCategories: z.array(z.object({ categoryName: z.string() })),
  budgets: z.record(z.string(), z.number()),
  monthlyBankAccountBalance: z.array(
    z.object({ month: z.string(), amount: z.number(), billingCyclePeriod: billingCyclePeriodSchema }),
  ),
  billingCyclePeriod: billingCyclePeriodSchema,
  aiSubscription: z.object({ enabled: z.boolean(), updatedAt: timestamp.nullable() }),
  cookiesSubscription: z.array(
    z.object({
      essential: z.literal(true),
      functional: z.boolean(),
      analytics: z.boolean(),
      updatedAt: timestamp,
      notes: z.string().optional(),
    }),
  ),
  /** Only once the person has imported a statement and kept its choices. */
  importPreferences: importPreferencesSchema.optional(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export type BillingCyclePeriodData = z.infer<typeof billingCyclePeriodSchema>;
export type ImportPreferences = z.infer<typeof importPreferencesSchema>;
export type UserData = z.infer<typeof userDataSchema>;

/** `data` of every route that answers with the person's record (`/users`, their lists and settings). */
export const userDataReplySchema = z.object({ userData: userDataSchema });
export type UserDataReply = z.infer<typeof userDataReplySchema>;
