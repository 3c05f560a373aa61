import { BehaviorSubject } from 'rxjs';
import { readItem, removeItem, writeItem } from '../session/storage.js';
import { ALL_ON, categoryOf, isAllowed, type CookiesConsent, type StorageArea } from './categories.js';

/** The consent storage decisions follow; the consent store updates it. Assumed all on until checked. */
export const storageConsent$ = new BehaviorSubject<CookiesConsent>(ALL_ON);

/** Values held back from browser storage while their category is refused, written back when it is allowed. */
const memory: Record<StorageArea, Map<string, string>> = { local: new Map(), session: new Map() };

const allowed = (key: string, area: StorageArea) =>
  isAllowed(categoryOf(key, area), storageConsent$.getValue());

/**
 * Every browser-storage access in every package goes through here: writes happen only when the key's
 * category is allowed, reads of a refused category return null, removal always works.
 */
export const consentStorage = {
  getItem(key: string, area: StorageArea = 'local'): string | null {
    return allowed(key, area) ? readItem(area, key) : null;
  },
  setItem(key: string, value: string, area: StorageArea = 'local'): boolean {
    if (!allowed(key, area)) {
      memory[area].set(key, value);
      return false;
    }
    writeItem(area, key, value);
    return true;
  },
  removeItem(key: string, area: StorageArea = 'local'): void {
    memory[area].delete(key);
    removeItem(area, key);
  },
};

function keysOf(area: StorageArea): string[] {
  try {
    const storage = area === 'local' ? localStorage : sessionStorage;
    return Array.from({ length: storage.length }, (_, i) => storage.key(i)!).filter(Boolean);
  } catch {
    return [];
  }
}

/** Moves entries whose category just became refused into memory, and writes back those just allowed. */
function applyConsent(consent: CookiesConsent): void {
  for (const area of ['local', 'session'] as const) {
    for (const key of keysOf(area)) {
      if (!isAllowed(categoryOf(key, area), consent)) {
        const value = readItem(area, key);
        if (value !== null) memory[area].set(key, value);
        removeItem(area, key);
      }
    }
    for (const [key, value] of [...memory[area]]) {
      if (isAllowed(categoryOf(key, area), consent)) {
        writeItem(area, key, value);
        memory[area].delete(key);
      }
    }
  }
}

storageConsent$.subscribe(applyConsent);

/** What is held in memory (for tests and the personal area's explanation). */
export function heldInMemory(area: StorageArea): string[] {
  return [...memory[area].keys()];
}
