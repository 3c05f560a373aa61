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

/** The keys of the records already stored between the file's first and last dates. */
export async function existingKeys(kind: ImportKind, rows: Good[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const dates = rows.map((r) => r.body.date as string).sort();
  const { path, plural, text } = API[kind];
  const reply = await apiCall<Record<string, Record<string, unknown>[]>>({
    url: path,
    params: { from: dates[0], to: dates[dates.length - 1] },
  });
  return new Set(
    (reply[plural] ?? []).map((r) => {
      // An installment is compared by its own share, as a bank statement lists it.
      return duplicateKey(r.date as string, r.amount as number, String(r[text] ?? ''));
    }),
  );
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
      if (known.has(row.key)) summary.skipped++;
      else {
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
