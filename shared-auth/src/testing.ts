import { afterEach, describe, expect, it } from 'vitest';
import type { LifeCycles } from 'single-spa';

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
