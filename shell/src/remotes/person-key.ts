import { session$ } from '@kaspit/shared-auth';

const BROWSER_ID = 'kaspit.browser-id';

function browserId(storage: Storage | undefined): string {
  try {
    const known = storage?.getItem(BROWSER_ID);
    if (known) return known;
    const made = crypto.randomUUID();
    storage?.setItem(BROWSER_ID, made);
    return made;
  } catch {
    // Storage refused (a private window's quota): this page load still gets a build, only not a remembered one.
    return crypto.randomUUID();
  }
}

/**
 * Who a canary choice is stable for: the signed-in person (the same build on every device), else this browser
 * (a random id kept in localStorage). It never leaves the page.
 */
export function personKey(storage: Storage | undefined = globalThis.localStorage): string {
  const id = session$.getValue().user?.id;
  return typeof id === 'string' && id ? `user:${id}` : `browser:${browserId(storage)}`;
}
