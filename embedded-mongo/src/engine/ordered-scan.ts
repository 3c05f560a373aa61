import type { Document } from 'bson';
import type { Collection } from './collection.js';
import { plain } from './numbers.js';
import { sortNatively } from './sort.js';
import type { StoredDocument } from './stored.js';

/**
 * The first `wanted` documents matching a filter in `sort`'s order, read by walking an index whose second field is
 * the sort's first key — the API's page query, `{ userId, date: range, …cursor }` sorted `{ date: -1, id: 1 }` with
 * a limit — so a page costs what its rows cost, not what the month holds. Entries are taken run by run of one value
 * of that key; each run that has matches is sorted by the whole sort (ties in natural order, as a full sort leaves
 * them), and the walk stops at the first run boundary once `wanted` documents are in hand: everything after comes
 * later in the order. `undefined` when no index fits or a value on the way has no place in the index's order
 * (missing, null, booleans, sub-documents, …): the caller then sorts every match.
 */
export function firstInIndexOrder(
  collection: Collection,
  criteria: Document,
  typedSort: Document,
  wanted: number,
  /** The filter's test, made only when an index fits. */
  matcher: () => (stored: StoredDocument) => boolean,
): StoredDocument[] | undefined {
  const sort = plain(typedSort);
  const [field] = Object.keys(sort);
  const direction = field === undefined ? undefined : sort[field];
  if (field === undefined || field.startsWith('$') || (direction !== 1 && direction !== -1)) return undefined;
  if (!Number.isInteger(wanted) || wanted <= 0) return undefined;
  const view = collection.inFieldOrder(criteria, field);
  if (!view) return undefined;
  const { entries, start, end } = view;
  // The index orders such values last while MongoDB orders most of them first: a slice holding any is not walked.
  if (end > start && !orderable(entries[end - 1]!.value)) return undefined;
  const matches = matcher();

  const found: StoredDocument[] = [];
  let run: StoredDocument[] = [];
  let runValue: unknown;
  const closeRun = () => {
    if (run.length === 0) return true;
    const sorted = sortNatively(run, sort);
    if (!sorted) return false;
    for (const stored of sorted) found.push(stored);
    run = [];
    return true;
  };
  const step = direction === 1 ? 1 : -1;
  for (let i = direction === 1 ? start : end - 1; i >= start && i < end; i += step) {
    const { value, stored } = entries[i]!;
    if (!orderable(value)) return undefined;
    if (run.length > 0 && !sameValue(value, runValue)) {
      if (!closeRun()) return undefined;
      if (found.length >= wanted) return found;
    }
    if (stored.live && matches(stored)) {
      if (run.length === 0) runValue = value;
      run.push(stored);
    }
  }
  return closeRun() ? found : undefined;
}

/** The values the index and MongoDB order alike: numbers < strings < dates, each by value. */
function orderable(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isNaN(value);
  if (typeof value === 'string') return true;
  return value instanceof Date && !Number.isNaN(value.getTime());
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}
