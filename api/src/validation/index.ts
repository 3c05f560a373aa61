import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { fail, type FieldError } from '../envelope/index.js';

/** `zValidator` whose failures reply 400 with the envelope and `data.errors: [{ path, message }]`. */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const errors: FieldError[] = result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    return fail(c, 400, 'Validation failed', { errors });
  });
}
