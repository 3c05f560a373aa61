import type { cpuPerRequest } from './cpu.js';
import type { LoadResult } from './load.js';

export interface ScenarioResult {
  name: string;
  alone: LoadResult;
  loaded: LoadResult;
  cpu: ReturnType<typeof cpuPerRequest>;
}

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(1)} ms`);
const us = (value: number | undefined) => (value === undefined ? '?' : `${(value / 1000).toFixed(2)}`);
const size = (bytes: number) => (bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes.toFixed(0)} B`);

/** The run as a Markdown table (README's performance section), the ratios to bare Hono beside the throughput. */
export function summary(results: ScenarioResult[], concurrency: number): string {
  const bare = results.find((r) => r.name === 'bare Hono hello')?.loaded.perSecond;
  const rows = results.map(({ name, alone, loaded, cpu }) => {
    const ratio =
      bare && name.startsWith('GET /api') ? ` (${((loaded.perSecond / bare) * 100).toFixed(0)}%)` : '';
    return [
      name,
      ms(alone.p50),
      `${ms(loaded.p50)} / ${ms(loaded.p99)}`,
      `${loaded.perSecond.toFixed(0)}${ratio}`,
      `${us(cpu.server)} (${us(cpu.api)} / ${us(cpu.store)})`,
      size(loaded.bytesPerReply),
      String(alone.failures + loaded.failures),
    ];
  });
  const header = [
    'scenario',
    'alone p50',
    `${concurrency} concurrent p50 / p99`,
    'req/s (of bare Hono)',
    'server CPU ms/request (API thread / busiest other)',
    'bytes/reply',
    'errors',
  ];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
