import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { currentBillingMonth } from '@kaspit/domain';
import { createApp } from '../src/app.js';
import { cpuMeter, cpuPerRequest, formatCpu } from './cpu.js';
import { formatResult, loadClient, type LoadResult } from './load.js';
import { pageLoadBytes } from './page-load.js';
import { startProfile } from './profile.js';
import { summary, type ScenarioResult } from './summary.js';
import { seededMonths, seedOutcomes } from './seed.js';
import { openDatabase } from '../src/infrastructure/db/index.js';
import { createLogger } from '../src/infrastructure/logger/index.js';
import { createServices } from '../src/app-services.js';

/**
 * `npm run bench -w api`: the real app over an embedded-mongo in a temp dir, beside a bare Hono hello-world on the
 * same @hono/node-server. Three users hold 1k, 10k and 100k outcomes over 24 months; for each, the first page of
 * the current month's outcomes (the ledger's first screen) and that month's statistics, alone and at
 * BENCH_CONCURRENCY (50) concurrent, over real HTTP from a load client on its own thread.
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CONCURRENCY = env('BENCH_CONCURRENCY', 50);
const REQUESTS = env('BENCH_REQUESTS', 2000);
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const PAGE_SIZE = 50;
/** Requests before measuring, so the server's code is optimised and its connections open. */
const WARM_UP = env('BENCH_WARM_UP', 1000);
/** Only the scenarios whose name matches (a regular expression), e.g. `BENCH_ONLY='hello|100000'`. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;

async function listen(fetch: (request: Request) => Response | Promise<Response>) {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kaspit-bench-'));
  const logger = createLogger('silent');
  const database = await openDatabase({ dbName: 'kaspit_bench', dataDir, logger });
  const self: { app?: ReturnType<typeof createApp> } = {};
  const services = await createServices(
    { db: database.db, dataDir, publicUrl: 'http://kaspit.bench', devIdentityProvider: true },
    () => async (url, init) => self.app!.request(String(url), init as RequestInit),
  );
  const app = (self.app = createApp({
    db: database.db,
    logger,
    version: 'bench',
    services,
    rateLimitPerMinute: 1000,
  }));
  const api = await listen(app.fetch);
  // The same app over the same store and services, with no kept replies: what computing a reply costs.
  const computing = await listen(
    createApp({
      db: database.db,
      logger,
      version: 'bench',
      services,
      rateLimitPerMinute: 1000,
      replyCache: false,
    }).fetch,
  );
  const bare = await listen(new Hono().get('/', (c) => c.text('Hello Hono!')).fetch);
  const client = loadClient();
  const results: ScenarioResult[] = [];

  /** One scenario: 50 requests one at a time, then REQUESTS at CONCURRENCY, with the server's CPU per request. */
  async function scenario(
    name: string,
    url: string,
    headers: Record<string, string> = {},
    loadBy: LoadResult['client'] = 'undici',
  ): Promise<LoadResult | undefined> {
    if (ONLY && !ONLY.test(name)) return undefined;
    // Warm-up: JIT, memos, connections.
    await client.run(url, headers, { total: WARM_UP, concurrency: CONCURRENCY, client: loadBy });
    const alone = await client.run(url, headers, { total: 50, concurrency: 1, client: loadBy });
    console.log(formatResult(`${name} (alone)`, alone));
    const stopProfile = await startProfile(process.env.BENCH_PROFILE, name);
    const meter = cpuMeter();
    const loaded = await client.run(url, headers, {
      total: REQUESTS,
      concurrency: CONCURRENCY,
      client: loadBy,
    });
    const cpu = meter.stop();
    const profiled = await stopProfile();
    if (profiled) console.log(`  profile of the API thread: ${profiled}`);
    console.log(formatResult(`${name} (${CONCURRENCY} concurrent)`, loaded));
    console.log(formatCpu(cpu, loaded.requests));
    results.push({ name, alone, loaded, cpu: cpuPerRequest(cpu, loaded.requests) });
    return loaded;
  }

  try {
    console.log(`${REQUESTS} requests per scenario at ${CONCURRENCY} concurrent (after 50 one at a time)`);
    console.log(
      `load average (1, 5, 15 min) at the start: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}`,
    );
    const hello = await scenario('bare Hono hello', `${bare.base}/`);
    // The same server measured by autocannon: the two clients should agree, or the client is the bottleneck.
    await scenario('bare Hono hello, by autocannon', `${bare.base}/`, {}, 'autocannon');
    const config = await scenario('GET /api/auth/config', `${api.base}/api/auth/config`);
    const health = await scenario('GET /api/health', `${api.base}/api/health`);
    const ratio = (r: LoadResult | undefined) =>
      r && hello ? `${((r.perSecond / hello.perSecond) * 100).toFixed(0)}%` : '?';
    console.log(
      `throughput against bare Hono: /api/auth/config ${ratio(config)}, /api/health ${ratio(health)}`,
    );

    const post = <T>(p: string, body: unknown) =>
      fetch(`${api.base}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<T>);
    let last: { userId: string; headers: Record<string, string>; month: string } | undefined;
    for (const size of SIZES) {
      // Signed in as the shell does in development: an ID token from the dev provider, exchanged for our tokens.
      const { id_token } = await post<{ id_token: string }>('/dev-idp/id-token', {
        email: `bench${size}@example.com`,
        name: 'בנצ׳',
      });
      const signedIn = await post<{ data: { user: { id: string }; tokens: { accessToken: string } } }>(
        '/api/auth/google-signin',
        { googleToken: id_token },
      );
      const userId = signedIn.data.user.id;
      const headers = { authorization: `Bearer ${signedIn.data.tokens.accessToken}` };
      const user = (await services.users.findById(userId))!;
      const month = currentBillingMonth(user.billingCyclePeriod);
      const months = seededMonths(month);
      const t0 = performance.now();
      await seedOutcomes(database.db, {
        userId,
        count: size,
        months,
        categories: user.categories.map((c) => c.categoryName),
        paymentMethods: user.paymentMethods.map((p) => p.paymentMethodName),
      });
      console.log(
        `\n${size} outcomes over ${months.length} months (~${Math.round(size / months.length)} in ${month}), ` +
          `seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
      await scenario(
        `[${size}] month page (${PAGE_SIZE} rows + totals)`,
        `${api.base}/api/outcomes?month=${month}&limit=${PAGE_SIZE}`,
        headers,
      );
      await scenario(
        `[${size}] month page, every reply computed`,
        `${computing.base}/api/outcomes?month=${month}&limit=${PAGE_SIZE}`,
        headers,
      );
      await scenario(`[${size}] statistics`, `${api.base}/api/statistics?month=${month}`, headers);
      await scenario(
        `[${size}] statistics, every reply computed`,
        `${computing.base}/api/statistics?month=${month}`,
        headers,
      );
      last = { userId, headers, month };
    }

    if (last) {
      const bytes = await pageLoadBytes(api.base, last);
      console.log(
        `\nAPI data fetched opening a page as the ${SIZES.at(-1)}-outcome user (the front end's calls):`,
      );
      for (const [page, { total, calls }] of Object.entries(bytes)) {
        console.log(`  ${page}: ${(total / 1024).toFixed(1)} KB in ${calls.length} calls`);
        for (const call of calls) console.log(`    ${call.bytes.toString().padStart(7)} B  ${call.url}`);
      }
    }
    const failures = results.reduce((n, r) => n + r.alone.failures + r.loaded.failures, 0);
    console.log(`\nrequest errors in this run: ${failures}`);
    console.log(`\n${summary(results, CONCURRENCY)}`);
    console.log(
      `load average (1, 5, 15 min) at the end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}`,
    );
  } finally {
    await client.stop();
    await new Promise((resolve) => api.server.close(resolve));
    await new Promise((resolve) => computing.server.close(resolve));
    await new Promise((resolve) => bare.server.close(resolve));
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
