import { afterEach, describe, expect, it } from 'vitest';
import { mountRemoteAt } from '@kaspit/shared-auth';
import * as app from './app.js';
import { headings } from './messages.js';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mfe-personal-area', () => {
  it.each(Object.entries(headings))('shows its Hebrew heading on %s', async (route, heading) => {
    const root = await mountRemoteAt(app, 'mfe-personal-area', route);
    expect(root.querySelector('h1')!.textContent).toBe(heading);
    await app.unmount({ name: 'mfe-personal-area' } as never);
  });
});
