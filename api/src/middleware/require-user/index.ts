import type { MiddlewareHandler } from 'hono';
import { fail } from '../../infrastructure/envelope/index.js';
import type { AccessTokens } from '../../services/auth/access-token/index.js';
import type { Revocations } from '../../services/auth/revocations/index.js';

export interface AuthVariables {
  userId: string;
}

/**
 * Requires `Authorization: Bearer <access token>` of a session not revoked (401 otherwise) and that any `userId` in the path or the query
 * is the caller's own (403 otherwise).
 */
export function requireUser(
  accessTokens: AccessTokens,
  revocations: Revocations,
): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    // Several registrations may match one request (see app.ts); the token is verified once.
    let userId = c.get('userId') as string | undefined;
    if (!userId) {
      const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
      if (!match) return fail(c, 401, 'Authentication required');
      let familyId: string;
      try {
        ({ userId, familyId } = await accessTokens.verify(match[1]!));
      } catch {
        return fail(c, 401, 'Invalid or expired token');
      }
      // Signed out, or its family revoked for refresh-token reuse or account deletion.
      if (await revocations.isRevoked(familyId)) return fail(c, 401, 'Invalid or expired token');
    }
    const claimed = [c.req.param('userId'), ...(c.req.queries('userId') ?? [])].filter(
      (v) => v !== undefined,
    );
    if (claimed.some((id) => id !== userId)) return fail(c, 403, 'Forbidden');
    c.set('userId', userId);
    await next();
  };
}
