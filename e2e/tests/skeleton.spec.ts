import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { areas, remoteNames } from '@kaspit/shell/testing';
import { signInThroughApi } from './support/session.js';

/** Collects console errors and uncaught exceptions for the whole test. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the welcome page is Hebrew and right to left', { tag: ['@public', '@smoke'] }, async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0590-\u05FF]/);
  await expect(page.getByRole('navigation')).toBeVisible();
  expect(errors).toEqual([]);
});

test(
  'every area mounts its remote, all sharing one React and one shared-auth instance',
  { tag: ['@shell'] },
  async ({ page, request }) => {
    await signInThroughApi(page, request);
    const errors = watchErrors(page);
    await page.goto('/');
    // The welcome page's HTML is static until the app takes over (it paints first); the app sends a signed-in
    // person on to /main, so from then on the layout and its shared-auth instance are the app's.
    await expect(page).toHaveURL('/main');
    const shell = page.getByTestId('shell-layout');
    const shellInstance = await shell.getAttribute('data-shared-auth-instance');
    expect(shellInstance).toBeTruthy();

    for (const { remote, route, label: heading } of areas) {
      // Client-side navigation keeps one page, so instance equality means one module on the page.
      await page.locator(`nav a[href="${route}"]`).first().click();
      await expect(page).toHaveURL(route);
      const root = page.getByTestId(`remote-${remote}`);
      await expect(root.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(root).toHaveAttribute('data-shared-auth-instance', shellInstance!);
      await expect(root).toHaveAttribute('data-same-react', 'true');
    }

    // Each container (the shell and every remote) lists its share scope; all of them must point at one React copy.
    const reactCopies = await page.evaluate(() => {
      const shared = (
        globalThis as {
          __FEDERATION__?: {
            __SHARE__?: Record<
              string,
              Record<string, Record<string, Record<string, { loaded?: boolean; from?: string }>>>
            >;
          };
        }
      ).__FEDERATION__?.__SHARE__;
      const loaded: string[] = [];
      for (const scopes of Object.values(shared ?? {}))
        for (const pkgs of Object.values(scopes))
          for (const [version, info] of Object.entries(pkgs.react ?? {}))
            if (info.loaded) loaded.push(`${info.from}@${version}`);
      return [...new Set(loaded)];
    });
    expect(reactCopies).toHaveLength(1);
    expect(reactCopies[0]).toMatch(/^shell@19\./);
    expect(errors).toEqual([]);
  },
);

test(
  'a direct visit to a remote route mounts it',
  { tag: ['@shell', '@smoke'] },
  async ({ page, request }) => {
    await signInThroughApi(page, request);
    for (const { remote, route, label: heading } of areas) {
      await page.goto(route);
      await expect(page.getByTestId(`remote-${remote}`).getByRole('heading', { level: 1 })).toHaveText(
        heading,
      );
    }
  },
);

for (const failure of ['unreachable', 'not found'] as const) {
  test(
    `a remote that is ${failure} shows the Hebrew fallback and the other areas still work`,
    { tag: ['@shell'] },
    async ({ page, request }) => {
      await signInThroughApi(page, request);
      await page.route('**/remotes/mfe-budgets/**', (route) =>
        failure === 'unreachable'
          ? route.abort('connectionrefused')
          : route.fulfill({ status: 404, body: 'Not found' }),
      );
      await page.goto('/budgets');
      const fallback = page.getByTestId('remote-fallback-mfe-budgets');
      await expect(fallback).toBeVisible();
      await expect(fallback).toContainText('תקציבים');
      await expect(page.getByTestId('shell-layout')).toBeVisible();

      for (const other of remoteNames.filter((name) => name !== 'mfe-budgets')) {
        const area = areas.find((a) => a.remote === other)!;
        await page.locator(`nav a[href="${area.route}"]`).first().click();
        await expect(page.getByTestId(`remote-${other}`).getByRole('heading', { level: 1 })).toHaveText(
          area.label,
        );
      }
    },
  );
}

test(
  'remotes.json and entry points are served no-cache, hashed chunks immutable',
  { tag: ['@shell'] },
  async ({ request }) => {
    const manifest = await request.get('/remotes.json');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const remotes = (await manifest.json()) as Record<string, { entry: string }>;
    expect(Object.keys(remotes).sort()).toEqual([...remoteNames].sort());
    for (const { entry } of Object.values(remotes)) {
      const res = await request.get(entry);
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe('no-cache');
    }
    const html = await (await request.get('/')).text();
    const script = /<script[^>]+src="([^"]+\.[0-9a-f]{8,}\.js)"/.exec(html);
    expect(script).not.toBeNull();
    expect((await request.get(script![1]!)).headers()['cache-control']).toContain('immutable');
  },
);
