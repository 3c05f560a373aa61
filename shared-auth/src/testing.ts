import { afterEach, describe, expect, it } from 'vitest';
import type { LifeCycles } from 'single-spa';
import type { LocalUser } from './session/stored-session.js';

/**
 * `@kaspit/shared-auth/testing`: test helpers for the remotes (a separate entry, so the page never loads vitest).
 * Mounts a remote's lifecycles at `path` into a fresh element, as single-spa would, and returns its root element.
 */
export async function mountRemoteAt(lifecycles: LifeCycles, name: string, path: string): Promise<Element> {
  window.history.pushState(null, '', path);
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = { name, domElement, singleSpa: {}, mountParcel: () => undefined } as never;
  for (const step of [lifecycles.bootstrap, lifecycles.mount].flat()) await step(props);
  const root = domElement.querySelector(`[data-testid="remote-${name}"]`);
  if (!root) throw new Error(`${name} rendered no root element`);
  return root;
}

/** The test every remote runs on itself: mounted on each of its routes, it shows that route's Hebrew heading. */
export function describeRemoteHeadings(
  name: string,
  app: LifeCycles,
  headings: Record<string, string>,
): void {
  describe(name, () => {
    afterEach(() => {
      document.body.innerHTML = '';
    });
    it.each(Object.entries(headings))('shows its Hebrew heading on %s', async (route, heading) => {
      const root = await mountRemoteAt(app, name, route);
      expect(root.querySelector('h1')!.textContent).toBe(heading);
      for (const step of [app.unmount].flat()) await step({ name } as never);
      expect(document.querySelector(`[data-testid="remote-${name}"]`)).toBeNull();
    });
  });
}

/**
 * A whole signed-in user as the API answers it (the contract's `UserData`), with `overrides` applied: tests name
 * only the fields they are about and still hand the session a complete user.
 */
export function testUser(overrides: Partial<LocalUser> = {}): LocalUser {
  return {
    id: 'u1',
    email: 'person@example.com',
    displayName: 'נועה',
    photoURL: null,
    paymentMethods: [],
    categories: [],
    incomeCategories: [],
    budgets: {},
    monthlyBankAccountBalance: [],
    billingCyclePeriod: { startDay: 1, endDay: 31, endMonth: 0 },
    aiSubscription: { enabled: false, updatedAt: null },
    cookiesSubscription: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
