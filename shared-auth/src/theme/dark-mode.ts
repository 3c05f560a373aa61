import { BehaviorSubject } from 'rxjs';
import { consentStorage } from '../consent/consent-storage.js';
import { DARK_MODE_KEY as KEY } from '../page-start/index.js';

function stored(): boolean | null {
  const value = consentStorage.getItem(KEY);
  return value === null ? null : value === 'true';
}

/** Dark mode for the whole page: read at start from the functional preference, persisted on change. */
export const darkMode$ = new BehaviorSubject<boolean>(stored() ?? false);

export function setDarkMode(on: boolean): void {
  darkMode$.next(on);
  consentStorage.setItem(KEY, String(on)); // held in memory when functional storage is refused
}

export const toggleDarkMode = () => setDarkMode(!darkMode$.getValue());

/** The page's root follows the bus: the `dark` class flips every `--kaspit-*` variable. */
darkMode$.subscribe((on) => {
  if (typeof document !== 'undefined') document.documentElement.classList.toggle('dark', on);
});
