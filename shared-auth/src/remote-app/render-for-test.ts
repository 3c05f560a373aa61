import type { LifeCycles } from 'single-spa';

/**
 * Mounts a remote's lifecycles at `path` into a fresh element, as single-spa would, and returns its root
 * element: the one test helper every remote's own test uses.
 */
export async function mountRemoteAt(lifecycles: LifeCycles, name: string, path: string): Promise<Element> {
  window.history.pushState(null, '', path);
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = { name, domElement, singleSpa: {}, mountParcel: () => undefined } as never;
  const steps = [lifecycles.bootstrap, lifecycles.mount].flat();
  for (const step of steps) await step(props);
  const root = domElement.querySelector(`[data-testid="remote-${name}"]`);
  if (!root) throw new Error(`${name} rendered no root element`);
  return root;
}
