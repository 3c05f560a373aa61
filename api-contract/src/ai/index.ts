import { z } from 'zod';
import { requestMonthSchema } from '../month/index.js';

const month = z.string().regex(/^\d{4}-\d{2}$/);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Query of `GET /ai/insights`: the billing month defaults to the current one. */
export const aiInsightsQuerySchema = z.strictObject({
  userId: z.uuid().optional(),
  month: requestMonthSchema.optional(),
});

/** Body of `POST /ai/ask`: a Hebrew question about the asker's own records. */
export const aiAskBodySchema = z.strictObject({
  userId: z.uuid(),
  question: z.string().trim().min(1).max(300),
});

/** One expense behind an insight, in shekels. */
export const insightRecordSchema = z.object({
  id: z.string(),
  date,
  amount: z.number(),
  category: z.string(),
  description: z.string(),
  paymentMethod: z.string().optional(),
});

/** What an insight is about and how pressing it is; the page words each kind from these fields. */
export const insightSchema = z.discriminatedUnion('kind', [
  /** A category whose month-end forecast is over its budget (`danger`) or near it (`warning`). */
  z.object({
    kind: z.literal('forecast'),
    severity: z.enum(['danger', 'warning']),
    category: z.string(),
    spent: z.number(),
    forecast: z.number(),
    budget: z.number(),
    /** The largest expenses behind it, largest first. */
    records: z.array(insightRecordSchema),
  }),
  z.object({
    kind: z.literal('unusual'),
    severity: z.literal('warning'),
    record: insightRecordSchema,
    usual: z.number(),
    /** What `usual` was measured on: the same business's earlier expenses, or the category's. */
    basis: z.enum(['merchant', 'category']),
  }),
  z.object({
    kind: z.literal('priceRise'),
    severity: z.literal('info'),
    recurringPaymentId: z.string(),
    name: z.string(),
    category: z.string(),
    previousAmount: z.number(),
    amount: z.number(),
    since: month,
    reason: z.string().optional(),
  }),
  /** The same expense month after month, not registered as a recurring payment. */
  z.object({
    kind: z.literal('possibleSubscription'),
    severity: z.literal('info'),
    description: z.string(),
    category: z.string(),
    amount: z.number(),
    months: z.array(month),
    /** What `POST /recurring-payments` takes (as `recurringPaymentData`) to register it. */
    suggestion: z.object({
      name: z.string(),
      amount: z.number(),
      category: z.string(),
      paymentMethod: z.string().optional(),
      frequency: z.literal('monthly'),
      startDate: date,
    }),
  }),
  z.object({
    kind: z.literal('expiringDiscount'),
    severity: z.enum(['info', 'warning']),
    discountId: z.string(),
    title: z.string(),
    business: z.string().optional(),
    code: z.string().optional(),
    expiresAt: date,
    daysLeft: z.number().int(),
  }),
]);

/** A billing month's insights, most pressing first, with the forecast of every category behind them. */
export const insightsReportSchema = z.object({
  month,
  period: z.object({ from: date, to: date }),
  /** The user's civil date the forecast counts from. */
  today: date,
  forecastState: z.enum(['running', 'closed', 'future']),
  daysElapsed: z.number().int(),
  totalDays: z.number().int(),
  forecast: z.array(
    z.object({
      category: z.string(),
      spent: z.number(),
      forecast: z.number(),
      budget: z.number().nullable(),
      status: z.enum(['over', 'near', 'ok', 'no-budget']),
    }),
  ),
  insights: z.array(insightSchema),
});

/** `data` of `GET /ai/insights`. */
export const aiInsightsReplySchema = z.object({ insights: insightsReportSchema });

/** One record an answer counted, in shekels; a recurring payment has its month and no date. */
export const answerRecordSchema = z.object({
  source: z.enum(['outcome', 'recurring', 'income']),
  id: z.string(),
  date: date.optional(),
  month,
  amount: z.number(),
  description: z.string(),
  category: z.string().optional(),
  paymentMethod: z.string().optional(),
});

/** An answer with its sum and records, or — for a question it could not read — example questions. */
export const answerSchema = z.discriminatedUnion('understood', [
  z.object({
    understood: z.literal(true),
    text: z.string(),
    /** Who worded `text`: `local`, or the provider whose wording kept every number. */
    phrasedBy: z.string(),
    /** How the question was read; every number of the answer is computed from this. */
    query: z.object({
      intent: z.enum(['total', 'count', 'biggest', 'smallest', 'average']),
      subject: z.enum(['outcomes', 'incomes']),
      span: z.object({ from: month, to: month }),
      category: z.string().optional(),
      paymentMethod: z.string().optional(),
      terms: z.array(z.string()),
    }),
    total: z.number(),
    count: z.number().int(),
    records: z.array(answerRecordSchema),
  }),
  z.object({ understood: z.literal(false), text: z.string(), examples: z.array(z.string()) }),
]);

/** `data` of `POST /ai/ask`. */
export const aiAnswerReplySchema = z.object({ answer: answerSchema });

export type AiInsightsQuery = z.infer<typeof aiInsightsQuerySchema>;
export type AiAskBody = z.infer<typeof aiAskBodySchema>;
export type InsightRecord = z.infer<typeof insightRecordSchema>;
export type Insight = z.infer<typeof insightSchema>;
export type InsightsReport = z.infer<typeof insightsReportSchema>;
export type AiInsightsReply = z.infer<typeof aiInsightsReplySchema>;
export type AnswerRecord = z.infer<typeof answerRecordSchema>;
export type Answer = z.infer<typeof answerSchema>;
export type AiAnswerReply = z.infer<typeof aiAnswerReplySchema>;
