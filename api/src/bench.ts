import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { billingPeriod, currentBillingMonth } from '@kaspit/domain';
import { createApp } from './app.js';
import { cpuMeter, formatCpu } from './bench/cpu.js';
import { formatResult, measure, medianOf } from './bench/load.js';
import { seededMonths, seedOutcomes } from './bench/seed.js';
import { openDatabase } from './db/index.js';
import { createLogger } from './logger/index.js';
import { createServices } from './services.js';

/**
 * `npm run bench -w api`: the real app on an embedded-mongo in a temp dir, one user with BENCH_OUTCOMES (100k)
 * outcomes over 24 months, then a month listing and that month's statistics at BENCH_CONCURRENCY (50) concurrent
 * requests over real HTTP, BENCH_REQUESTS (300) of each.
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const OUTCOMES = env('BENCH_OUTCOMES', 100_000);
const CONCURRENCY = env('BENCH_CONCURRENCY', 50);
const REQUESTS = env('BENCH_REQUESTS', 300);

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
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    // Sign in as the shell does in development: an ID token from the dev provider, exchanged for our tokens.
    const post = <T>(p: string, body: unknown) =>
      fetch(`${base}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<T>);
    const { id_token } = await post<{ id_token: string }>('/dev-idp/id-token', {
      email: 'bench@example.com',
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
      count: OUTCOMES,
      months,
      categories: user.categories.map((c) => c.categoryName),
      paymentMethods: user.paymentMethods.map((p) => p.paymentMethodName),
    });
    const perMonth = Math.round(OUTCOMES / months.length);
    console.log(
      `seeded ${OUTCOMES} outcomes over ${months.length} months (~${perMonth} in ${month}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    console.log(`${REQUESTS} requests each at ${CONCURRENCY} concurrent, over HTTP to ${base}`);

    const scenarios: [string, string][] = [
      [`GET /api/outcomes?month=${month}`, `/api/outcomes?month=${month}`],
      [`GET /api/statistics?month=${month}`, `/api/statistics?month=${month}`],
    ];
    for (const [name, url] of scenarios) {
      // One at a time first: what a single request costs, before 50 queue up behind each other.
      const alone = await measure(`${base}${url}`, headers, { total: 10, concurrency: 1 });
      console.log(formatResult(`${name} (alone)`, alone));
      const meter = cpuMeter();
      const result = await measure(`${base}${url}`, headers, { total: REQUESTS, concurrency: CONCURRENCY });
      console.log(formatResult(name, result));
      console.log(formatCpu(meter.stop(), result.requests));
    }

    // The same queries straight through the driver, so a slow figure above can be put down to the store or the API.
    const { from, to } = billingPeriod(month, user.billingCyclePeriod);
    const outcomes = database.db.collection('outcomes');
    const driverFind = await medianOf(() =>
      outcomes
        .find({ userId, date: { $gte: from, $lte: to } }, { sort: { date: -1, createdAt: -1 } })
        .toArray(),
    );
    const trendFrom = billingPeriod(months[months.length - 12]!, user.billingCyclePeriod).from;
    const driverGroup = await medianOf(() =>
      outcomes
        .aggregate([
          { $match: { userId, date: { $gte: trendFrom, $lte: to } } },
          {
            $group: {
              _id: { date: '$date', category: '$category', paymentMethod: '$paymentMethod' },
              a: { $sum: '$amountAgorot' },
            },
          },
        ])
        .toArray(),
    );
    const driverCount = await medianOf(() => outcomes.countDocuments({ userId: 'nobody' }));
    console.log(
      `driver alone (median of 10): month find ${driverFind.toFixed(1)} ms; 12-month $match+$group (statistics) ` +
        `${driverGroup.toFixed(1)} ms; a query matching nothing ${driverCount.toFixed(1)} ms`,
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
