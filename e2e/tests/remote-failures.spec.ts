import { expect, test } from './support/test.js';
import { signInThroughApi } from './support/session.js';

test.describe('a remote that fails is reported', { tag: ['@shell'] }, () => {
  test('a remote that is down logs its name and URL in the console and its report reaches the API', async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, request);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.route('**/remotes/mfe-budgets/**', (route) => route.abort('connectionrefused'));
    const reported = page.waitForResponse(
      (res) => res.url().endsWith('/api/client-errors') && res.request().method() === 'POST',
    );
    await page.goto('/budgets?from=e2e');
    await expect(page.getByTestId('remote-fallback-mfe-budgets')).toBeVisible();

    const response = await reported;
    expect(response.status()).toBe(201);
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      remote: 'mfe-budgets',
      version: null,
      build: 'stable',
      url: expect.stringMatching(/\/remotes\/mfe-budgets\/mf-manifest\.json$/),
      message: expect.any(String),
      // The path only: a query can carry what the person typed.
      page: '/budgets',
    });
    expect(Object.keys(body).sort()).toEqual([
      'build',
      'message',
      'page',
      'remote',
      'stack',
      'url',
      'version',
    ]);
    expect(consoleErrors).toContainEqual(
      expect.stringMatching(
        /^Remote mfe-budgets \(version unknown\) \(stable build, http.*mfe-budgets\/mf-manifest\.json\) failed: /,
      ),
    );
  });
});
