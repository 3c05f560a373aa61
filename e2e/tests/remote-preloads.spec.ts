import { signInThroughApi } from './support/session.js';
import { expect, test } from './support/test.js';

/**
 * The first visit of a remote's route fetches the remote's files while the shell starts: its page names them
 * (Link preload headers), and what the shell and the federation runtime then ask for is that very copy: each file
 * is fetched once.
 */
test.describe('a remote route without the waterfall', { tag: ['@shell', '@records'] }, () => {
  test("the page of /records preloads the remote's manifest, entry and first chunks, and each is used", async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, request, undefined, 'עדי');
    const fetched: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname === '/remotes.json' || pathname.startsWith('/remotes/')) fetched.push(pathname);
    });

    const response = await page.goto('/records');
    const named = [...(response!.headers().link ?? '').matchAll(/<([^>]+)>; rel=preload/g)].map((m) => m[1]);
    expect(named.slice(0, 3)).toEqual([
      '/remotes.json',
      '/remotes/mfe-records/mf-manifest.json',
      '/remotes/mfe-records/remoteEntry.js',
    ]);
    expect(named.length).toBeGreaterThan(3);
    await expect(page.getByTestId('remote-mfe-records').getByRole('heading', { level: 1 })).toHaveText(
      'רשומות',
      {
        timeout: 60_000,
      },
    );
    // A preload the page did not take would be fetched a second time.
    for (const file of named)
      expect(
        fetched.filter((f) => f === file),
        file,
      ).toHaveLength(1);
  });

  test("the remote's preloaded files do not compete with the page's first paint", async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, request, undefined, 'עדי');
    // The priority Chromium gave each request as it was sent (Playwright's own events do not carry it).
    const cdp = await page.context().newCDPSession(page);
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ request: sent }) => {
      const { pathname } = new URL(sent.url);
      if (!priorities.has(pathname) && sent.initialPriority) priorities.set(pathname, sent.initialPriority);
    });
    await cdp.send('Network.enable');

    const response = await page.goto('/records');
    const named = [...(response!.headers().link ?? '').matchAll(/<([^>]+)>; rel=preload/g)].map((m) => m[1]);
    await expect(page.getByTestId('remote-mfe-records').getByRole('heading', { level: 1 })).toHaveText(
      'רשומות',
      { timeout: 60_000 },
    );
    const firstPaint = [...priorities.keys()].find((p) => /^\/first-paint\.[0-9a-f]+\.js$/.test(p));
    expect(firstPaint, 'the page loads its first-paint script').toBeDefined();
    expect(priorities.get(firstPaint!)).toBe('High');
    for (const file of named) expect(priorities.get(String(file)), file).toBe('Low');
  });
});
