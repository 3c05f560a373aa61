import { Worker } from 'node:worker_threads';

/** Latency figures of one scenario, in milliseconds. */
export interface LoadResult {
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
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Sends `total` GETs to `url` from `concurrency` workers, each starting its next request when its last one's body
 * has been read, so the server always has `concurrency` requests in flight.
 */
export async function measure(
  url: string,
  headers: Record<string, string>,
  { total, concurrency }: { total: number; concurrency: number },
): Promise<LoadResult> {
  const timings: number[] = [];
  let failures = 0;
  const errors = new Set<string>();
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      next += 1;
      const t0 = performance.now();
      try {
        const res = await fetch(url, { headers });
        const body = await res.arrayBuffer();
        // fetch decodes a compressed body; the header tells what travelled.
        bytes += Number(res.headers.get('content-length') ?? body.byteLength);
        if (res.status !== 200) {
          failures += 1;
          errors.add(`HTTP ${res.status}`);
        }
      } catch (error) {
        // A reset connection is a failed request, not the end of the run; its time still counts.
        failures += 1;
        errors.add((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message);
      }
      timings.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = performance.now() - started;
  const sorted = [...timings].sort((a, b) => a - b);
  return {
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
  (r.errors.length ? `  errors: ${r.errors.join(', ')}` : '');

/** Runs `measure` on a worker thread (see load-worker.ts). */
export function loadClient() {
  const worker = new Worker(new URL('./load-worker.js', import.meta.url));
  return {
    run(url: string, headers: Record<string, string>, options: { total: number; concurrency: number }) {
      return new Promise<LoadResult & { thread?: string }>((resolve, reject) => {
        const failed = (error: Error) => reject(error);
        worker.once('error', failed);
        worker.once('message', (result: LoadResult & { thread?: string }) => {
          worker.off('error', failed);
          resolve(result);
        });
        worker.postMessage({ url, headers, ...options });
      });
    },
    stop: () => worker.terminate(),
  };
}

/** Median milliseconds of `runs` sequential calls of `task`: what one query costs with nothing else running. */
export async function medianOf(task: () => Promise<unknown>, runs = 10): Promise<number> {
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await task();
    timings.push(performance.now() - t0);
  }
  return percentile(
    [...timings].sort((a, b) => a - b),
    50,
  );
}
