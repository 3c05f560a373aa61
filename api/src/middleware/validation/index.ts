import type { Context, ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import type { ZodType } from 'zod';
import { fail, type FieldError } from '../../infrastructure/envelope/index.js';

export interface ValidationFailure {
  message: string;
  data: { errors: FieldError[] };
}

/** A refusal lists this many field errors at most: a body of 70,000 bad keys gets a small reply, not a huge one. */
export const MAX_FIELD_ERRORS = 20;
const MAX_TEXT = 200;
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** What a schema reports about one bad field (zod's issue, as the Standard Schema interface passes it on). */
interface Issue {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  code?: string;
  keys?: string[];
}

/** An issue's message; unknown keys are named up to five, then counted (zod names every one of them). */
function describeIssue(issue: Issue): string {
  if (issue.code !== 'unrecognized_keys' || !issue.keys) return issue.message;
  const named = issue.keys.slice(0, 5).map((key) => JSON.stringify(key));
  const more = issue.keys.length > 5 ? ` and ${issue.keys.length - 5} more` : '';
  return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${named.join(', ')}${more}`;
}

const pathOf = (issue: Issue) =>
  (issue.path ?? []).map((part) => String(typeof part === 'object' ? part.key : part)).join('.');

/**
 * Validates `target` with `schema` — the same schema the OpenAPI document describes the route's input with. A
 * failure replies 400 with the envelope and `data.errors: [{ path, message }]`, or whatever `refuse` makes of it
 * (a route that charges bad input to its sender).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
  refuse?: (failure: ValidationFailure, c: Context) => Response | Promise<Response>,
) {
  return validator(target, schema, (result, c) => {
    if (result.success) return;
    const issues = result.error as readonly Issue[];
    const errors: FieldError[] = issues.slice(0, MAX_FIELD_ERRORS).map((issue) => ({
      path: clip(pathOf(issue)),
      message: clip(describeIssue(issue)),
    }));
    if (issues.length > MAX_FIELD_ERRORS) {
      errors.push({ path: '', message: `…and ${issues.length - MAX_FIELD_ERRORS} more errors` });
    }
    const failure = { message: 'Validation failed', data: { errors } };
    return refuse ? refuse(failure, c) : fail(c, 400, failure.message, failure.data);
  });
}
