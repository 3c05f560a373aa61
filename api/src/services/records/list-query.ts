import { z } from 'zod';
import { billingPeriod, type BillingCyclePeriod } from '@kaspit/domain';
import { dateSchema, monthSchema } from '../../infrastructure/schemas/index.js';
import { pageParams } from './page-query.js';

const listShape = {
  userId: z.uuid().optional(),
  month: monthSchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
};

const withRangeRules = <T extends z.ZodObject>(schema: T) =>
  schema
    .refine((q) => !(q.month && (q.from || q.to)), {
      message: 'use either month or from/to',
      path: ['month'],
    })
    .refine((q) => !(q.from && q.to && (q.to as string) < (q.from as string)), {
      message: 'to must not be before from',
      path: ['to'],
    });

/** `GET ?userId&month=YYYY-MM` (a billing month of the user's cycle) or `?from&to` (inclusive dates). */
export const listQuerySchema = withRangeRules(z.strictObject(listShape));

/** The same, plus the page parameters of a listing that can be read page by page (see page-query.ts). */
export const pagedListQuerySchema = withRangeRules(z.strictObject({ ...listShape, ...pageParams }));

export type ListQuery = z.infer<typeof listQuerySchema>;
export type PagedListQuery = z.infer<typeof pagedListQuerySchema>;

export interface DateRange {
  from?: string;
  to?: string;
}

/** The inclusive date range a list query asks for; an empty object means everything. */
export function rangeOf(query: ListQuery, cycle: BillingCyclePeriod): DateRange {
  if (query.month) return billingPeriod(query.month, cycle);
  return { ...(query.from ? { from: query.from } : {}), ...(query.to ? { to: query.to } : {}) };
}

/** A MongoDB condition on an ISO date field for `range` (dates compare correctly as strings). */
export function dateCondition(range: DateRange): Record<string, string> | undefined {
  const condition: Record<string, string> = {};
  if (range.from) condition.$gte = range.from;
  if (range.to) condition.$lte = range.to;
  return Object.keys(condition).length ? condition : undefined;
}
