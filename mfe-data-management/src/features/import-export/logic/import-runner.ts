import type { BulkReply } from '@kaspit/api-contract';
import { apiCall, ApiRequestError } from '@kaspit/shared-auth';
import { duplicateKey, type RowProblem, type RowResult } from './mapping.js';

export interface ImportSummary {
  imported: number;
  skipped: number;
  /** Rows with no amount in the chosen column (a bank export's other kind): left out, not failed. */
  ignored?: number;
  /** Rows a file marks as another kind (a Kaspit export's incomes or recurring charges in an expense import). */
  otherKind?: number;
  failed: { line: number; reason: Exclude<RowProblem, 'none'> | 'save' }[];
  /** Of `imported`, those stored as another kind than the chosen one (a file of both kinds). */
  alsoImported?: AlsoImported;
}

/** How many of a file's rows were stored as each kind beside the chosen one. */
export type AlsoImported = Partial<Record<StoredKind | 'recurring', number>>;

type Good = Extract<RowResult, { ok: true }>;

const API = {
  expense: { path: '/outcomes', plural: 'outcomes', text: 'description' },
  income: { path: '/incomes', plural: 'incomes', text: 'source' },
  transfer: { path: '/transfers', plural: 'transfers', text: 'description' },
} as const;

/** What an import stores: expenses, incomes, or a bank's payments to its cards. */
export type StoredKind = keyof typeof API;
/** A row ready to store: its create body, its duplicate key and its line in the file. */
type Ready = Pick<Good, 'body' | 'key' | 'line'>;

/**
 * Rows per bulk request: well under the API's 500, so one request stays short on a slow connection and progress
 * moves in visible steps; a 5,000-row statement is 20 requests.
 */
export const BATCH_ROWS = 250;
/** A batch whose reply was lost is sent again this many times; its rows name their ids, so nothing doubles. */
const RETRIES = 2;

/** Lets the browser paint and answer input between batches. */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * How many records already stored between the file's first and last dates have each key. A count, not a set: two
 * equal coffees on one day are two purchases, so a file with both imports both, and importing it again skips both.
 */
export async function existingKeys(kind: StoredKind, rows: Ready[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (rows.length === 0) return counts;
  let first = rows[0]!.body.date as string;
  let last = first;
  for (const r of rows) {
    const date = r.body.date as string;
    if (date < first) first = date;
    if (date > last) last = date;
  }
  const { path, plural, text } = API[kind];
  const reply = await apiCall<Record<string, Record<string, unknown>[]>>({
    url: path,
    params: { from: first, to: last },
  });
  for (const r of reply[plural] ?? []) {
    // An installment is compared by its own share, as a bank statement lists it.
    const key = duplicateKey(r.date as string, r.amount as number, String(r[text] ?? ''));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** The row indexes a 400 names (`outcomes.3.category` → 3), or undefined when it names none. */
function refusedRows(error: unknown, plural: string): Set<number> | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return undefined;
  const errors = (error.data as { data?: { errors?: { path?: string }[] } } | undefined)?.data?.errors ?? [];
  const rows = new Set<number>();
  for (const e of errors) {
    const match = new RegExp(`^${plural}\\.(\\d+)\\.`).exec(e.path ?? '');
    if (match) rows.add(Number(match[1]));
  }
  return rows.size ? rows : undefined;
}

/** One batch through `POST /<kind>/bulk`: which of its rows are stored (now or already) and which failed. */
async function sendBatch(
  kind: StoredKind,
  batch: { body: Record<string, unknown>; id: string }[],
): Promise<{ stored: Set<string>; failed: Set<string> }> {
  const { path, plural } = API[kind];
  const failed = new Set<string>();
  let rows = batch;
  for (let attempt = 0; rows.length > 0; attempt++) {
    try {
      const reply = await apiCall<BulkReply>({
        method: 'POST',
        url: `${path}/bulk`,
        data: { [plural]: rows.map((r) => ({ ...r.body, id: r.id })) },
      });
      const stored = new Set<string>();
      for (const r of reply.results) (r.status === 'conflict' ? failed : stored).add(r.id);
      return { stored, failed };
    } catch (error) {
      // A row the server refuses (a category deleted meanwhile) fails alone; the rest of the batch goes again.
      const refused = refusedRows(error, plural);
      if (refused) {
        rows.forEach((r, i) => refused.has(i) && failed.add(r.id));
        rows = rows.filter((_, i) => !refused.has(i));
      } else if (error instanceof ApiRequestError && error.status && error.status < 500) throw error;
      else if (attempt >= RETRIES) throw error;
    }
  }
  return { stored: new Set(), failed };
}

/**
 * Creates the rows that are not copies of stored records, a batch per request, reporting progress after each and
 * yielding to the page between them. Each row carries an id made once, so running the same import again after a
 * failure never stores a row twice.
 */
export async function runImport(
  kind: StoredKind,
  rows: Ready[],
  ids: string[],
  onProgress: (done: number) => void,
  batchRows = BATCH_ROWS,
): Promise<ImportSummary> {
  const known = await existingKeys(kind, rows);
  const summary: ImportSummary = { imported: 0, skipped: 0, failed: [] };
  const toSend: { body: Record<string, unknown>; id: string; line: number }[] = [];
  rows.forEach((row, index) => {
    const copies = known.get(row.key) ?? 0;
    if (copies > 0) {
      known.set(row.key, copies - 1);
      summary.skipped++;
    } else toSend.push({ body: row.body, id: ids[index]!, line: row.line });
  });
  let done = summary.skipped;
  onProgress(done);
  for (let start = 0; start < toSend.length; start += batchRows) {
    const batch = toSend.slice(start, start + batchRows);
    try {
      const { stored } = await sendBatch(kind, batch);
      for (const r of batch) {
        if (stored.has(r.id)) summary.imported++;
        else summary.failed.push({ line: r.line, reason: 'save' });
      }
    } catch {
      for (const r of batch) summary.failed.push({ line: r.line, reason: 'save' });
    }
    done += batch.length;
    onProgress(done);
    await yieldToPage();
  }
  summary.failed.sort((a, b) => a.line - b.line);
  return summary;
}
