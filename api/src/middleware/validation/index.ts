import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { fail, type FieldError } from '../../infrastructure/envelope/index.js';

export interface ValidationFailure {
  message: string;
  data: { errors: FieldError[] };
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
    const errors: FieldError[] = result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    const failure = { message: 'Validation failed', data: { errors } };
    return refuse ? refuse(failure, c) : fail(c, 400, failure.message, failure.data);
  });
}
