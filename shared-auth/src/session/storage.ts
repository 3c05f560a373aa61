/** Browser storage keys. Access tokens live in session storage only, refresh tokens in local only. */
export const STORAGE_KEYS = {
  accessToken: 'auth_token',
  refreshToken: 'refresh_token',
  user: 'user',
  tokenData: 'tokenData',
  authExpiry: 'authExpiry',
  selectedDate: 'selectedDate',
} as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | undefined {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined; // storage disabled (privacy mode, sandboxed frame): the session lives in memory only
  }
}

export function readItem(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // quota or disabled storage: keep going with the in-memory session
  }
}

export function removeItem(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // nothing to remove
  }
}

export function clearArea(which: Area): void {
  try {
    area(which)?.clear();
  } catch {
    // nothing to clear
  }
}
