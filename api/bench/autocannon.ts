import autocannon from 'autocannon';
import { BROWSER_HEADERS, type LoadResult, type LoadTask } from './load.js';

/**
 * The same run measured by autocannon (what the figures came from), to check that the bench's own client
 * is not what limits the figures: on the same server both should agree within noise.
 */
export async function measureWithAutocannon({
  url,
  headers,
  total,
  concurrency,
}: LoadTask): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers: { ...BROWSER_HEADERS, ...headers },
    connections: concurrency,
    amount: total,
    pipelining: 1,
  });
  const errors = [
    ...(result.errors ? [`${result.errors} connection errors`] : []),
    ...(result.non2xx ? [`${result.non2xx} non-2xx`] : []),
  ];
  return {
    client: 'autocannon',
    requests: result.requests.total,
    failures: result.errors + result.non2xx,
    errors,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    mean: result.latency.mean,
    perSecond: result.requests.total / ((result.finish.getTime() - result.start.getTime()) / 1000),
    // autocannon counts every byte read, headers included.
    bytesPerReply: result.throughput.total / (result.requests.total || 1),
  };
}
