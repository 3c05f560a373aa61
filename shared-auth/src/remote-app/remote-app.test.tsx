import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSharedAuthInstanceId } from '../buses/instance.js';
import { SHARED_AUTH_VERSION } from '../version/index.js';
import { createRemoteLifecycles } from './lifecycles.js';
import { routeOf } from './remote-root.js';
import { warmUpDateInput } from './warm-up.js';

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

describe('prepare', () => {
  it('runs once, before the first render and in a task of its own, and the remote still mounts', async () => {
    globalThis.__KASPIT_REACT__ = React;
    window.history.pushState(null, '', '/records');
    const steps: string[] = [];
    const app = createRemoteLifecycles({
      name: 'mfe-records',
      headings,
      React,
      ReactDOMClient,
      prepare: () => steps.push('prepare'),
      render: () => {
        steps.push('render');
        return <p>ready</p>;
      },
    });
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = { name: 'mfe-records', domElement, singleSpa: {}, mountParcel: () => undefined } as never;
    // A timer set before bootstrap fires before prepare when prepare waits for a task of its own.
    setTimeout(() => steps.push('earlier task'), 0);
    await app.bootstrap(props);
    await app.mount(props);
    expect(domElement.textContent).toContain('ready');
    expect(steps.filter((step) => step !== 'render')).toEqual(['earlier task', 'prepare']);
    expect(steps.indexOf('prepare')).toBeLessThan(steps.indexOf('render'));
    await app.unmount(props);
    await app.bootstrap(props);
    expect(steps.filter((step) => step === 'prepare')).toHaveLength(1);
  });

  it('a failing prepare does not keep the remote from mounting', async () => {
    const app = createRemoteLifecycles({
      name: 'mfe-records',
      headings,
      React,
      ReactDOMClient,
      prepare: () => {
        throw new Error('no date fields here');
      },
    });
    window.history.pushState(null, '', '/records');
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = { name: 'mfe-records', domElement, singleSpa: {}, mountParcel: () => undefined } as never;
    await app.bootstrap(props);
    await app.mount(props);
    expect(domElement.querySelector('h1')!.textContent).toBe('רשומות');
  });
});

describe('warmUpDateInput', () => {
  it('makes a date input without placing anything in the page', () => {
    const made: HTMLElement[] = [];
    const createElement = document.createElement.bind(document);
    const doc = Object.create(document, {
      createElement: { value: (tag: string) => made[made.push(createElement(tag)) - 1] },
    }) as Document;
    const before = document.documentElement.outerHTML;
    warmUpDateInput(doc);
    expect(made.map((element) => (element as HTMLInputElement).type)).toEqual(['date']);
    expect(made[0]!.isConnected).toBe(false);
    expect(document.documentElement.outerHTML).toBe(before);
  });
});

describe('routeOf', () => {
  it('matches a route and its sub-paths only', () => {
    expect(routeOf('/records/5', ['/records'])).toBe('/records');
    expect(routeOf('/recordsX', ['/records'])).toBeUndefined();
  });
});
