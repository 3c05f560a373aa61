import { z } from 'zod';
import { userDataSchema } from '../users/index.js';

const counts = z.object({ created: z.number().int(), existing: z.number().int() });

/**
 * `data` of `POST /restore`: per kind, the records added and those already there (a second restore adds nothing);
 * what the person's settings gained; and the person's record after it.
 */
export const restoreReplySchema = z.object({
  restored: z.object({
    outcomes: counts,
    incomes: counts,
    recurringPayments: counts,
    discounts: counts,
    transfers: counts,
  }),
  settings: z.object({
    categories: z.number().int(),
    incomeCategories: z.number().int(),
    paymentMethods: z.number().int(),
    budgets: z.number().int(),
    balances: z.number().int(),
    /** `restored`: the account took the backup's cycle; `kept`: it has records of its own and keeps its cycle. */
    billingCycle: z.enum(['restored', 'kept', 'same', 'absent']),
  }),
  userData: userDataSchema,
});

export type RestoreReply = z.infer<typeof restoreReplySchema>;
