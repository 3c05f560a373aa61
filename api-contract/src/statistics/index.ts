import { z } from 'zod';

const month = z.string().regex(/^\d{4}-\d{2}$/);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One billing month's figures, amounts in shekels (summed in agorot). */
export const statisticsSchema = z.object({
  month,
  period: z.object({ from: date, to: date }),
  totals: z.object({
    outcomes: z.number(),
    recurring: z.number(),
    incomes: z.number(),
    discountsSaved: z.number(),
    net: z.number(),
  }),
  /** Spending by category against its budget; `null` where the category has none. */
  byCategory: z.array(
    z.object({
      category: z.string(),
      spent: z.number(),
      budget: z.number().nullable(),
      remaining: z.number().nullable(),
    }),
  ),
  byPaymentMethod: z.array(z.object({ paymentMethod: z.string().nullable(), spent: z.number() })),
  daily: z.array(z.object({ date, spent: z.number() })),
  /** The twelve billing months up to this one. */
  trend: z.array(z.object({ month, outcomes: z.number(), recurring: z.number(), incomes: z.number() })),
});

export type Statistics = z.infer<typeof statisticsSchema>;

/** `data` of `GET /statistics`. */
export const statisticsReplySchema = z.object({ statistics: statisticsSchema });
export type StatisticsReply = z.infer<typeof statisticsReplySchema>;
