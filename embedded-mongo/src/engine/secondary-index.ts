import type { Document } from 'bson';
import { valueKey, valuesAt } from './keys.js';

interface Entry {
  value: unknown;
  id: string;
}

interface Bucket {
  entries: Entry[];
  sorted: boolean;
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

export interface RangeCondition {
  $gt?: unknown;
  $gte?: unknown;
  $lt?: unknown;
  $lte?: unknown;
  $eq?: unknown;
}

/**
 * A query aid for an index `{ a: 1, b: 1 }`: documents grouped by `a`'s value and, within a group, sorted by `b`
 * (lazily, on the first range query after a change). It only narrows candidates; every candidate is still tested
 * against the full filter, so a stale entry can cost time but never a wrong answer.
 */
export class SecondaryIndex {
  private readonly buckets = new Map<string, Bucket>();
  /**
   * Set once any document holds an array at the second field: a range then may match through different elements
   * for each bound, which a sorted slice cannot express, so ranges stop narrowing.
   */
  multikeySecond = false;

  constructor(
    readonly name: string,
    readonly leading: string,
    readonly second: string | undefined,
  ) {}

  add(doc: Document, id: string): void {
    const seconds = this.second ? valuesAt(doc, this.second) : [undefined];
    if (
      this.second &&
      !this.multikeySecond &&
      (seconds.length !== 1 || Array.isArray(rawAt(doc, this.second)))
    ) {
      this.multikeySecond = true;
    }
    for (const lead of valuesAt(doc, this.leading)) {
      const key = valueKey(lead);
      let bucket = this.buckets.get(key);
      if (!bucket) this.buckets.set(key, (bucket = { entries: [], sorted: true, stale: 0 }));
      for (const value of seconds) bucket.entries.push({ value, id });
      bucket.sorted = bucket.entries.length < 2;
    }
  }

  /** Marks `doc`'s entries stale; `live` tells which entries still match a stored document when compacting. */
  remove(doc: Document, live: (id: string, leading: unknown, second: unknown) => boolean): void {
    for (const lead of valuesAt(doc, this.leading)) {
      const bucket = this.buckets.get(valueKey(lead));
      if (!bucket) continue;
      bucket.stale += 1;
      if (bucket.stale > 32 && bucket.stale * 2 > bucket.entries.length) {
        bucket.entries = bucket.entries.filter((e) => live(e.id, lead, e.value));
        bucket.stale = 0;
      }
    }
  }

  /** Candidate ids for `leading == value` and, when given, a range on the second field. */
  candidates(leadingValue: unknown, range?: RangeCondition): string[] {
    const bucket = this.buckets.get(valueKey(leadingValue));
    if (!bucket) return [];
    if (!range || !this.second || this.multikeySecond) return bucket.entries.map((e) => e.id);
    if (!bucket.sorted) {
      bucket.entries.sort((a, b) => compare(a.value, b.value));
      bucket.sorted = true;
    }
    const { entries } = bucket;
    const lower = range.$eq ?? range.$gte ?? range.$gt;
    const upper = range.$eq ?? range.$lte ?? range.$lt;
    const firstAtLeast = (bound: unknown) => {
      let lo = 0;
      let hi = entries.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (compare(entries[mid]!.value, bound) < 0) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    const firstAbove = (bound: unknown) => {
      let lo = 0;
      let hi = entries.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (compare(entries[mid]!.value, bound) <= 0) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    // Bounds are inclusive here; the exact filter test afterwards drops the equal ends of $gt / $lt.
    const start = lower === undefined ? 0 : firstAtLeast(lower);
    const end = upper === undefined ? entries.length : firstAbove(upper);
    return entries.slice(start, Math.max(start, end)).map((e) => e.id);
  }
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

/** Whether `value` satisfies `range` the way MongoDB compares: same type as the bound, then by value. */
export function inRange(value: unknown, range: RangeCondition): boolean {
  const checks: [unknown, (c: number) => boolean][] = [
    [range.$eq, (c) => c === 0],
    [range.$gt, (c) => c > 0],
    [range.$gte, (c) => c >= 0],
    [range.$lt, (c) => c < 0],
    [range.$lte, (c) => c <= 0],
  ];
  for (const [bound, ok] of checks) {
    if (bound === undefined) continue;
    if (rank(value) !== rank(bound) || rank(bound) === 9 || !ok(compare(value, bound))) return false;
  }
  return true;
}
