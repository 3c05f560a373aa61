import type { Document } from 'bson';
import { valueKey, valuesAt } from './keys.js';
import { isUnordered, type RangeCondition } from './narrowing.js';
import type { StoredDocument } from './stored.js';

/** One index key of one stored document: the second field's value, and the record it came from. */
export interface IndexEntry {
  value: unknown;
  stored: StoredDocument;
}

interface Bucket {
  entries: IndexEntry[];
  /** How many leading entries are in order; later ones were added since and are merged in on the next range query. */
  sortedCount: number;
  /** Entries left behind by updates and deletes; the bucket is rebuilt when they pile up. */
  stale: number;
}

/** Type order for range bounds: MongoDB range operators only match values of the bound's type. */
function rank(value: unknown): number {
  if (typeof value === 'number') return 1;
  if (typeof value === 'string') return 2;
  if (value instanceof Date) return 3;
  return 9;
}

function compare(a: unknown, b: unknown): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 3) return (a as Date).getTime() - (b as Date).getTime();
  if (ra === 9) return 0;
  return a! < b! ? -1 : a! > b! ? 1 : 0;
}

/** Whether every bound is a number, string or date: the types this index orders (and so can answer exactly). */
export function hasOrderedBounds(range: RangeCondition): boolean {
  return Object.values(range).every((bound) => bound === undefined || rank(bound) !== 9);
}

/**
 * A query aid for an index `{ a: 1, b: 1 }`: documents grouped by `a`'s value and, within a group, sorted by `b`
 * (lazily, on the first range query after a change). Entries of replaced or removed documents stay until the
 * bucket is compacted; callers skip them by their record's `live` flag.
 */
export class SecondaryIndex {
  private readonly buckets = new Map<string, Bucket>();
  /**
   * Cleared once any document holds an array at the second field (a range then may match through different
   * elements for each bound, which a sorted slice cannot express) or a value with no place in the order (NaN):
   * ranges then stop narrowing.
   */
  sliceable = true;
  /** Set once any document has more than one entry (an array at an indexed field): candidates may repeat. */
  multikey = false;

  constructor(
    readonly name: string,
    readonly leading: string,
    readonly second: string | undefined,
  ) {}

  add(stored: StoredDocument): void {
    const { doc } = stored;
    const seconds = this.second ? valuesAt(doc, this.second) : [undefined];
    if (
      this.second &&
      this.sliceable &&
      (seconds.length !== 1 || Array.isArray(rawAt(doc, this.second)) || isUnordered(seconds[0]))
    ) {
      this.sliceable = false;
    }
    const leads = valuesAt(doc, this.leading);
    if (leads.length * seconds.length > 1) this.multikey = true;
    for (const lead of leads) {
      const key = valueKey(lead);
      let bucket = this.buckets.get(key);
      if (!bucket) this.buckets.set(key, (bucket = { entries: [], sortedCount: 0, stale: 0 }));
      const { entries } = bucket;
      for (const value of seconds) {
        // Appending in order (the common case of newer dates) keeps the bucket sorted without any work.
        const inOrder =
          bucket.sortedCount === entries.length &&
          (entries.length === 0 || compare(entries[entries.length - 1]!.value, value) <= 0);
        entries.push({ value, stored });
        if (inOrder) bucket.sortedCount += 1;
      }
    }
  }

  /** Counts the entries of a record that is no longer live, compacting a bucket when they pile up. */
  remove(stale: StoredDocument): void {
    for (const lead of valuesAt(stale.doc, this.leading)) {
      const bucket = this.buckets.get(valueKey(lead));
      if (!bucket) continue;
      bucket.stale += 1;
      if (bucket.stale > 32 && bucket.stale * 2 > bucket.entries.length) {
        const sorted = bucket.entries.slice(0, bucket.sortedCount).filter((e) => e.stored.live);
        const added = bucket.entries.slice(bucket.sortedCount).filter((e) => e.stored.live);
        bucket.entries = sorted.concat(added);
        bucket.sortedCount = sorted.length;
        bucket.stale = 0;
      }
    }
  }

  /**
   * Entries for `leading == value` and, when given, a range on the second field: `entries[start..end)`, sorted by
   * the second field when there is a range. The slice is `exact` when every entry in it satisfies the range (one
   * lower and one upper bound of one type, or `$eq`); otherwise the caller still tests each. Entries whose record
   * is no longer live may be among them unless `allLive`.
   */
  candidates(
    leadingValue: unknown,
    range?: RangeCondition,
  ): { entries: IndexEntry[]; start: number; end: number; exact: boolean; allLive: boolean } {
    const bucket = this.buckets.get(valueKey(leadingValue));
    if (!bucket) return { entries: [], start: 0, end: 0, exact: true, allLive: true };
    const allLive = bucket.stale === 0;
    if (!range || !this.second || !this.sliceable)
      return { entries: bucket.entries, start: 0, end: bucket.entries.length, exact: !range, allLive };
    const entries = sortedEntries(bucket);
    // The first entry not below `bound` (or, `past`, above it).
    const search = (bound: unknown, past: boolean) => {
      let lo = 0;
      let hi = entries.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        const c = compare(entries[mid]!.value, bound);
        if (c < 0 || (past && c === 0)) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    const { $eq: eq, $gt: gt, $gte: gte, $lt: lt, $lte: lte } = range;
    // Values of types the index does not order (booleans, ObjectIds, …) all compare equal: an exclusive bound
    // among them must keep every one of them, as an inclusive bound does, and the caller tests each.
    const ordered = (bound: unknown) => rank(bound) !== 9;
    const start =
      eq !== undefined
        ? search(eq, false)
        : gte !== undefined
          ? search(gte, false)
          : gt !== undefined
            ? search(gt, ordered(gt))
            : 0;
    const end =
      eq !== undefined
        ? search(eq, true)
        : lte !== undefined
          ? search(lte, true)
          : lt !== undefined
            ? search(lt, !ordered(lt))
            : entries.length;
    const bounds = [eq, gt, gte, lt, lte].filter((b) => b !== undefined);
    // Values sort by type first, so between two bounds of one type there is nothing of another type.
    const exact =
      (eq !== undefined
        ? bounds.length === 1
        : (gt === undefined) !== (gte === undefined) && (lt === undefined) !== (lte === undefined)) &&
      rank(bounds[0]) !== 9 &&
      bounds.every((b) => rank(b) === rank(bounds[0]));
    return { entries, start, end: Math.max(start, end), exact, allLive };
  }
}

/** The bucket's entries in order: entries added since the last query are sorted and merged in (not a full sort). */
function sortedEntries(bucket: Bucket): IndexEntry[] {
  const { entries, sortedCount } = bucket;
  if (sortedCount === entries.length) return entries;
  const byValue = (a: IndexEntry, b: IndexEntry) => compare(a.value, b.value);
  const added = entries.slice(sortedCount).sort(byValue);
  const merged: IndexEntry[] = new Array(entries.length);
  let i = 0;
  let j = 0;
  for (let k = 0; k < merged.length; k++) {
    merged[k] =
      j >= added.length || (i < sortedCount && byValue(entries[i]!, added[j]!) <= 0)
        ? entries[i++]!
        : added[j++]!;
  }
  bucket.entries = merged;
  bucket.sortedCount = merged.length;
  return merged;
}

/** The value at a dotted path without descending into arrays (an array there is returned as is). */
export function rawAt(doc: Document, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as Document)[part];
  }
  return value;
}

/** A test of whether a value satisfies `range` the way MongoDB compares: same type as the bound, then by value. */
export function rangeTest(range: RangeCondition): (value: unknown) => boolean {
  const checks: [unknown, (c: number) => boolean][] = [
    [range.$eq, (c) => c === 0],
    [range.$gt, (c) => c > 0],
    [range.$gte, (c) => c >= 0],
    [range.$lt, (c) => c < 0],
    [range.$lte, (c) => c <= 0],
  ];
  const bounds = checks.filter(([bound]) => bound !== undefined);
  if (bounds.some(([bound]) => rank(bound) === 9)) return () => false;
  // The API's month query: string bounds on string dates, checked without the general comparison.
  if (bounds.every(([bound]) => typeof bound === 'string')) {
    const { $eq: eq, $gt: gt, $gte: gte, $lt: lt, $lte: lte } = range as Record<string, string | undefined>;
    return (value) =>
      typeof value === 'string' &&
      (eq === undefined || value === eq) &&
      (gt === undefined || value > gt) &&
      (gte === undefined || value >= gte) &&
      (lt === undefined || value < lt) &&
      (lte === undefined || value <= lte);
  }
  return (value) => bounds.every(([bound, ok]) => rank(value) === rank(bound) && ok(compare(value, bound)));
}

export type { RangeCondition };
