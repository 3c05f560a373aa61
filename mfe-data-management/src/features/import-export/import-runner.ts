import { apiCall } from '@kaspit/shared-auth';
import { duplicateKey, type ImportKind, type RowResult } from './mapping.js';

export interface ImportSummary {
  imported: number;
  skipped: number;
  failed: { line: number; reason: 'date' | 'amount' | 'text' | 'save' }[];
}

type Good = Extract<RowResult, { ok: true }>;

const API = {
  expense: { path: '/outcomes', plural: 'outcomes', bodyKey: 'outcomeData', text: 'description' },
  income: { path: '/incomes', plural: 'incomes', bodyKey: 'incomeData', text: 'source' },
} as const;

/**
 * How many records already stored between the file's first and last dates have each key. A count, not a set: two
 * equal coffees on one day are two purchases, so a file with both imports both, and importing it again skips both.
 */
export async function existingKeys(kind: ImportKind, rows: Good[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (rows.length === 0) return counts;
  const dates = rows.map((r) => r.body.date as string).sort();
  const { path, plural, text } = API[kind];
  const reply = await apiCall<Record<string, Record<string, unknown>[]>>({
    url: path,
    params: { from: dates[0], to: dates[dates.length - 1] },
  });
  for (const r of reply[plural] ?? []) {
    // An installment is compared by its own share, as a bank statement lists it.
    const key = duplicateKey(r.date as string, r.amount as number, String(r[text] ?? ''));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * Creates the rows that are not copies of stored records, a few at a time, reporting progress. Each row carries an
 * id made once, so running the same import again after a failure never stores a row twice.
 */
export async function runImport(
  kind: ImportKind,
  rows: Good[],
  ids: string[],
  onProgress: (done: number) => void,
  concurrency = 4,
): Promise<ImportSummary> {
  const known = await existingKeys(kind, rows);
  const summary: ImportSummary = { imported: 0, skipped: 0, failed: [] };
  let next = 0;
  let done = 0;
  const { path, bodyKey } = API[kind];
  async function worker() {
    while (next < rows.length) {
      const index = next++;
      const row = rows[index]!;
      const copies = known.get(row.key) ?? 0;
      if (copies > 0) {
        known.set(row.key, copies - 1);
        summary.skipped++;
      } else {
        try {
          await apiCall({ method: 'POST', url: path, data: { [bodyKey]: { ...row.body, id: ids[index] } } });
          summary.imported++;
        } catch {
          summary.failed.push({ line: row.line, reason: 'save' });
        }
      }
      onProgress(++done);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
  summary.failed.sort((a, b) => a.line - b.line);
  return summary;
}
