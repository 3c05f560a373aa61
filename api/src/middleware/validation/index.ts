import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import type { core, ZodType } from 'zod';
import { fail, type FieldError } from '../../infrastructure/envelope/index.js';

export interface ValidationFailure {
  message: string;
  data: { errors: FieldError[] };
}

/** A refusal lists this many field errors at most: a body of 70,000 bad keys gets a small reply, not a huge one. */
export const MAX_FIELD_ERRORS = 20;
const MAX_TEXT = 200;
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** An issue's message; unknown keys are named up to five, then counted (zod names every one of them). */
function describeIssue(issue: core.$ZodIssue): string {
  if (issue.code !== 'unrecognized_keys') return issue.message;
  const named = issue.keys.slice(0, 5).map((key) => JSON.stringify(key));
  const more = issue.keys.length > 5 ? ` and ${issue.keys.length - 5} more` : '';
  return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${named.join(', ')}${more}`;
}

/**
 * `zValidator` whose failures reply 400 with the envelope and `data.errors: [{ path, message }]`, or whatever
 * `refuse` makes of that failure (a route that charges bad input to its sender).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
  refuse?: (failure: ValidationFailure, c: Context) => Response | Promise<Response>,
) {
  return zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const { issues } = result.error;
    const errors: FieldError[] = issues.slice(0, MAX_FIELD_ERRORS).map((issue) => ({
      path: clip(issue.path.map(String).join('.')),
      message: clip(describeIssue(issue)),
    }));
    if (issues.length > MAX_FIELD_ERRORS) {
      errors.push({ path: '', message: `…and ${issues.length - MAX_FIELD_ERRORS} more errors` });
    }
    const failure = { message: 'Validation failed', data: { errors } };
    return refuse ? refuse(failure, c) : fail(c, 400, failure.message, failure.data);
  });
}
