import { fork } from 'node:child_process';
import { Pool } from 'undici';

/** Latency figures of one scenario, in milliseconds. */
export interface LoadResult {
  /** Which client measured it: `undici` (the bench's own) or `autocannon` (the cross-check). */
  client: 'undici' | 'autocannon';
  requests: number;
  failures: number;
  errors: string[];
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  perSecond: number;
  /** Body bytes of one reply as sent (compressed when the server compressed it), the mean over the run. */
  bytesPerReply: number;
  /** The load client's own CPU per request, in microseconds: what it takes from the cores the server shares. */
  clientCpuUs?: number;
}

export interface LoadTask {
  url: string;
  headers: Record<string, string>;
  total: number;
  concurrency: number;
  client?: LoadResult['client'];
}

/** What a browser sends, so replies are compressed exactly as they would be for the app. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

// One keep-alive pool per origin, reused by every run against it (warm-up included), closed with the client.
const pools = new Map<string, Pool>();
const poolFor = (origin: string, connections: number) => {
  let pool = pools.get(origin);
  if (!pool) {
    pool = new Pool(origin, { connections: Math.max(connections, 64), pipelining: 1 });
    pools.set(origin, pool);
  }
  return pool;
};
export const closePools = () => Promise.all([...pools.values()].map((pool) => pool.close()));

/**
 * Sends `total` GETs to `url` over `concurrency` keep-alive connections (undici's Pool: no Fetch objects, no
 * decompression), each loop starting its next request once its last reply's body has been read, so the server
 * always has `concurrency` requests in flight.
 */
export async function measure({ url, headers, total, concurrency }: LoadTask): Promise<LoadResult> {
  const { origin, pathname, search } = new URL(url);
  const pool = poolFor(origin, concurrency);
  const request = {
    path: pathname + search,
    method: 'GET' as const,
    headers: { ...BROWSER_HEADERS, ...headers },
  };
  const timings: number[] = [];
  let failures = 0;
  const errors = new Set<string>();
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  const loop = async () => {
    while (next < total) {
      next += 1;
      const t0 = performance.now();
      try {
        const { statusCode, body } = await pool.request(request);
        for await (const chunk of body) bytes += (chunk as Buffer).length;
        if (statusCode !== 200) {
          failures += 1;
          errors.add(`HTTP ${statusCode}`);
        }
      } catch (error) {
        // A reset connection is a failed request, not the end of the run; its time still counts.
        failures += 1;
        errors.add((error as { code?: string }).code ?? (error as Error).message);
      }
      timings.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = performance.now() - started;
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    client: 'undici',
    requests: timings.length,
    failures,
    errors: [...errors],
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    mean: sorted.reduce((s, t) => s + t, 0) / (sorted.length || 1),
    perSecond: (timings.length / elapsed) * 1000,
    bytesPerReply: bytes / (timings.length || 1),
  };
}

export const formatResult = (name: string, r: LoadResult) =>
  `${name.padEnd(46)} n=${r.requests} fail=${r.failures}  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ` +
  `max ${r.max.toFixed(1)} ms  ${r.perSecond.toFixed(0)} req/s  ${r.bytesPerReply.toFixed(0)} B/reply` +
  (r.clientCpuUs === undefined ? '' : `  client CPU ${r.clientCpuUs.toFixed(0)} µs/req`) +
  (r.errors.length ? `  errors: ${r.errors.join(', ')}` : '');

/**
 * The load client in a process of its own (load-process.ts): its CPU, its garbage and its collector's threads are
 * not the server's, so every thread of this process can be counted as the server's cost. It still shares the
 * machine's cores with the server, which is why it is kept cheap.
 */
export function loadClient() {
  const child = fork(new URL('./load-process.js', import.meta.url), { stdio: 'inherit' });
  let queue = Promise.resolve() as Promise<unknown>;
  return {
    run(url: string, headers: Record<string, string>, options: Omit<LoadTask, 'url' | 'headers'>) {
      const result = queue.then(
        () =>
          new Promise<LoadResult>((resolve, reject) => {
            const exited = (code: number | null) => reject(new Error(`load client exited (${code})`));
            child.once('exit', exited);
            child.once('message', (message: LoadResult | { error: string }) => {
              child.off('exit', exited);
              if ('error' in message) reject(new Error(message.error));
              else resolve(message);
            });
            child.send({ url, headers, ...options } satisfies LoadTask);
          }),
      );
      queue = result.catch(() => undefined);
      return result;
    },
    async stop() {
      child.send('stop');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
