import type { UserData } from '@kaspit/api-contract';
import { clearArea, readItem, removeItem, STORAGE_KEYS, writeItem } from './storage.js';

/** The fields every stored user has had since shared-auth 1.0. */
type SignedInIdentity = 'id' | 'email' | 'displayName' | 'photoURL';

/** The local user record: the backend's user data (the API's field names). */
export interface LocalUser {
  id: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  [field: string]: unknown;
}

/**
 * The rest of the user as the API contract declares it (`UserData`), each field typed from there, so an app reads
 * `user.billingCyclePeriod` without a cast. They are optional: a user kept by an earlier release may lack one, and
 * an app built against an earlier 1.x hands over users without them.
 */
// A second declaration of the same interface (they merge) rather than an `extends` on the first: the 1.x declaration
// stays as it was, so apps built against it see only additions.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LocalUser extends Partial<Omit<UserData, SignedInIdentity>> {}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives. */
  expiresIn: number;
}

export interface StoredSession {
  user: LocalUser;
  accessToken: string | null;
  refreshToken: string | null;
}

function parseUser(text: string | null): LocalUser | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as LocalUser;
    return value && typeof value.id === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The user and tokens kept by an earlier sign-in, if any (a new tab has the refresh token but no access token). */
export function readStoredSession(): StoredSession | null {
  const user =
    parseUser(readItem('session', STORAGE_KEYS.user)) ?? parseUser(readItem('local', STORAGE_KEYS.user));
  const accessToken = readItem('session', STORAGE_KEYS.accessToken);
  const refreshToken = readItem('local', STORAGE_KEYS.refreshToken);
  if (!user || (!accessToken && !refreshToken)) return null;
  return { user, accessToken, refreshToken };
}

export function storeUser(user: LocalUser): void {
  const text = JSON.stringify(user);
  writeItem('session', STORAGE_KEYS.user, text);
  writeItem('local', STORAGE_KEYS.user, text);
}

export function storeTokens(tokens: Partial<Tokens> & { accessToken: string }): void {
  writeItem('session', STORAGE_KEYS.accessToken, tokens.accessToken);
  if (tokens.refreshToken) writeItem('local', STORAGE_KEYS.refreshToken, tokens.refreshToken);
  if (tokens.expiresIn) {
    const expiry = Date.now() + tokens.expiresIn * 1000;
    writeItem(
      'local',
      STORAGE_KEYS.tokenData,
      JSON.stringify({ expiresIn: tokens.expiresIn, issuedAt: Date.now() }),
    );
    writeItem('local', STORAGE_KEYS.authExpiry, String(expiry));
  }
}

export const storedAccessToken = () => readItem('session', STORAGE_KEYS.accessToken);
export const storedRefreshToken = () => readItem('local', STORAGE_KEYS.refreshToken);

/** Sign-out: session storage cleared; tokens, expiry, the stored user and selected date removed. */
export function clearStoredSession(): void {
  clearArea('session');
  for (const key of [
    STORAGE_KEYS.tokenData,
    STORAGE_KEYS.authExpiry,
    STORAGE_KEYS.refreshToken,
    STORAGE_KEYS.user,
    STORAGE_KEYS.selectedDate,
  ]) {
    removeItem('local', key);
  }
}

/** Sign-in starts from a clean slate. */
export function clearAllStorage(): void {
  clearArea('session');
  clearArea('local');
}
