import { z } from 'zod';
import { parseMonth } from '@kaspit/domain';
import { acceptedBy } from '../domain-rule/index.js';

/** A month a request names, `YYYY-MM`, by the domain's rule: `2026-13` and `2026-4` are refused. */
export const requestMonthSchema = z
  .string()
  .refine(acceptedBy(parseMonth), 'must be a month written YYYY-MM');
