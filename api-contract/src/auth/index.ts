import { z } from 'zod';
import { userDataSchema } from '../users/index.js';

/** Our tokens: a short-lived access token for `Authorization: Bearer`, and the refresh token that renews it. */
export const tokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds the access token lives. */
  expiresIn: z.number().int(),
});

/** `data` of `POST /auth/google-signin`. */
export const signInReplySchema = z.object({ user: userDataSchema, tokens: tokensSchema });
/** `data` of `POST /auth/refresh`. */
export const refreshReplySchema = z.object({ tokens: tokensSchema });

export type Tokens = z.infer<typeof tokensSchema>;
export type SignInReply = z.infer<typeof signInReplySchema>;
export type RefreshReply = z.infer<typeof refreshReplySchema>;
