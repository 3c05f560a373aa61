import { FIRST_PAINT_WAIT_LIMIT_MS } from '@kaspit/shell/testing';
import { signInThroughApi } from './support/session.js';
import { expect, test } from './support/test.js';

/**
 * The first visit of a remote's route fetches the remote's files while the shell starts: its page names them (a list
 * its script asks for once the page is painted), and what the shell and the federation runtime then ask for is that
 * very copy: each file is fetched once.
 */
const namedIn = (html: string): string[] =>
  (
    JSON.parse(
      /<script type="application\/json" id="remote-preloads">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]',
    ) as { href: string }[]
  ).map(({ href }) => href);

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
    const named = namedIn(await response!.text());
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

  test("the page's first paint waits for nothing but the page: its files are asked for after it, at low priority", async ({
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
    const html = await response!.text();
    // Nothing for the browser to fetch as it reads the page but the frame's own script: no header, no other
    // script file, no preload element.
    expect(response!.headers().link).toBeUndefined();
    const scriptFiles = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]);
    expect(scriptFiles).toEqual([expect.stringMatching(/^\/first-paint\.[0-9a-f]{12}\.js$/)]);
    expect(html).not.toMatch(/<link[^>]* rel="preload"/);
    await expect(page.getByTestId('remote-mfe-records').getByRole('heading', { level: 1 })).toHaveText(
      'רשומות',
      { timeout: 60_000 },
    );
    const shellList = JSON.parse(
      /<script type="application\/json" id="app-start">([^<]*)<\/script>/.exec(html)![1]!,
    ) as { entry: string; preloads: string[] };
    const named = [...namedIn(html), ...shellList.preloads];
    expect(named.length).toBeGreaterThan(10);
    for (const file of named) expect(priorities.get(file), file).toBe('Low');
    expect(priorities.get(scriptFiles[0]!)).toBe('High');
    // The entry, asked for by the page's script, at a script's usual priority.
    expect(priorities.get(shellList.entry)).toBeDefined();
    // All of them asked for once the first paint was on screen (the time of the page's first-contentful-paint), or,
    // on a machine so busy that the paint is not reported within half a second of the frame script running, at that
    // half second: the frame script starts its wait after it has arrived, so no file may be asked for before
    // whichever comes first.
    const times = await page.evaluate((frameScript) => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        frameScriptArrived:
          resources.find(({ name }) => new URL(name).pathname === frameScript)?.responseEnd ?? 0,
        asked: resources.map(({ name, startTime }) => ({ pathname: new URL(name).pathname, startTime })),
      };
    }, scriptFiles[0]!);
    expect(times.frameScriptArrived).toBeGreaterThan(0);
    const notBefore = Math.min(times.painted, times.frameScriptArrived + FIRST_PAINT_WAIT_LIMIT_MS);
    for (const file of [...named, shellList.entry]) {
      const asked = times.asked.find(({ pathname }) => pathname === file);
      expect(asked, file).toBeDefined();
      expect(asked!.startTime, file).toBeGreaterThanOrEqual(notBefore);
    }
  });
});
