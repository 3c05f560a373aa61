// `node e2e/bench/lantern-paths.mjs <run>`: what Lighthouse's simulation (Lantern) made of one saved run, where
// <run> is a report's path without `.json` in a `BENCH_LHR_DIR` folder (for example `/tmp/lhr/_records-repeat-0`;
// the trace and the protocol log beside it are read too). Prints the simulated first and largest contentful paint
// with the requests and main-thread tasks each was made of, and the tasks the simulated Total Blocking Time counted
// (over 50 ms, between the first paint and Time to Interactive). Lighthouse scores from these simulated figures,
// not from the times the trace observed, so this is where a route's LCP or TBT can be read back to its causes.
// It uses Lighthouse's own computed metrics, so it follows whatever version the lock file installs.
import { readFileSync } from 'node:fs';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

const run = process.argv[2];
if (!run) {
  console.error('usage: node e2e/bench/lantern-paths.mjs <BENCH_LHR_DIR>/<name>   (without .json)');
  process.exit(2);
}
const read = (suffix) => JSON.parse(readFileSync(`${run}${suffix}`, 'utf8'));
const report = read('.json');
// The settings bench:web runs Lighthouse with: mobile, simulated throttling.
const settings = { ...defaultSettings, formFactor: 'mobile', throttlingMethod: 'simulate' };
const data = {
  trace: read('.trace.json'),
  devtoolsLog: read('.devtoolslog.json'),
  settings,
  SourceMaps: [],
  gatherContext: { gatherMode: 'navigation' },
  URL: {
    requestedUrl: report.requestedUrl,
    mainDocumentUrl: report.mainDocumentUrl ?? report.finalDisplayedUrl,
    finalDisplayedUrl: report.finalDisplayedUrl,
  },
};
const context = { computedCache: new Map(), settings };

const SHOWN_EVENTS = [
  'EvaluateScript',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'TimerFire',
  'FunctionCall',
];
const pathOf = (url) => url.replace(/^https?:\/\/[^/]+/, '');
/** A graph node as one line: a request (from the HTTP cache? through the service worker?) or a task. */
function describe(node) {
  if (node.type === 'network') {
    const { url, fetchedViaServiceWorker, transferSize } = node.request;
    return `request ${pathOf(url)}${node.fromDiskCache ? ' (HTTP cache)' : ''}${fetchedViaServiceWorker ? ' (service worker)' : ''} ${transferSize} B`;
  }
  const what = node.childEvents
    .filter((event) => SHOWN_EVENTS.includes(event.name))
    .map((event) => event.name + (event.args?.data?.url ? ` ${pathOf(event.args.data.url)}` : ''));
  return `task ${(node.duration / 1000).toFixed(1)} ms observed: ${[...new Set(what)].slice(0, 4).join(', ') || '(no script, parse or layout)'}`;
}
const line = (timing, text) =>
  `   ${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padEnd(5)} ${text}`;

for (const [name, Metric] of [
  ['First contentful paint', LanternFirstContentfulPaint],
  ['Largest contentful paint', LanternLargestContentfulPaint],
]) {
  const { timing, optimisticEstimate } = await Metric.request(data, context);
  console.log(`${name}: ${Math.round(timing)} ms simulated; made of (simulated ms):`);
  const nodes = [...optimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, nodeTiming] of nodes) console.log(line(nodeTiming, describe(node)));
}

const tbt = await LanternTotalBlockingTime.request(data, context);
console.log(
  `Total blocking time: ${Math.round(tbt.timing)} ms simulated; tasks over 50 ms (optimistic estimate; what of each lies between the first paint and Time to Interactive counts, less 50 ms):`,
);
const longTasks = [...tbt.optimisticEstimate.nodeTimings.entries()]
  .filter(([node, nodeTiming]) => node.type === 'cpu' && nodeTiming.duration > 50)
  .sort((a, b) => a[1].startTime - b[1].startTime);
for (const [node, nodeTiming] of longTasks)
  console.log(line(nodeTiming, `${Math.round(nodeTiming.duration)} ms simulated, ${describe(node)}`));
