import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSharedAuthInstanceId } from '../buses/instance.js';
import { SHARED_AUTH_VERSION } from '../version/index.js';
import { createRemoteLifecycles } from './lifecycles.js';
import { routeOf } from './remote-root.js';

const headings = { '/records': 'רשומות', '/search': 'חיפוש' };

afterEach(() => {
  document.body.innerHTML = '';
  globalThis.__KASPIT_REACT__ = undefined;
});

async function mounted(path: string) {
  window.history.pushState(null, '', path);
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const app = createRemoteLifecycles({ name: 'mfe-records', headings, React, ReactDOMClient });
  const props = { name: 'mfe-records', domElement, singleSpa: {}, mountParcel: () => undefined } as never;
  // single-spa-react resolves mount once React has rendered, so no act() here: it would hold the render back.
  await app.bootstrap(props);
  await app.mount(props);
  return { app, props, root: domElement.querySelector('[data-testid="remote-mfe-records"]')! };
}

describe('createRemoteLifecycles', () => {
  it('mounts the heading of the current route with the shared-auth instance, and unmounts cleanly', async () => {
    globalThis.__KASPIT_REACT__ = React;
    const { app, props, root } = await mounted('/search');
    expect(root.querySelector('h1')!.textContent).toBe('חיפוש');
    expect(root.getAttribute('data-shared-auth-instance')).toBe(getSharedAuthInstanceId());
    expect(root.getAttribute('data-shared-auth-version')).toBe(SHARED_AUTH_VERSION);
    expect(root.getAttribute('data-same-react')).toBe('true');
    window.history.pushState(null, '', '/records/2026-03');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await vi.waitFor(() => expect(root.querySelector('h1')!.textContent).toBe('רשומות'));
    await app.unmount(props);
    expect(document.querySelector('[data-testid="remote-mfe-records"]')).toBeNull();
  });

  it("reports a React other than the shell's", async () => {
    globalThis.__KASPIT_REACT__ = { not: 'react' };
    const { root } = await mounted('/records');
    expect(root.getAttribute('data-same-react')).toBe('false');
  });
});

describe('routeOf', () => {
  it('matches a route and its sub-paths only', () => {
    expect(routeOf('/records/5', ['/records'])).toBe('/records');
    expect(routeOf('/recordsX', ['/records'])).toBeUndefined();
  });
});
