import type { Query } from '@tanstack/react-query';

/** What the API stores, as reads depend on it and writes change it. */
export type Resource = 'records' | 'budgets' | 'discounts' | 'balance' | 'profile';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { reads?: readonly Resource[] };
  }
}

/**
 * What a cached read depends on: the resources its `meta.reads` names, or, when it names none, its key's first part
 * when that is a resource. A read that says nothing is treated as depending on everything.
 */
export function readsOf(query: Pick<Query, 'meta' | 'queryKey'>): readonly Resource[] {
  if (query.meta?.reads) return query.meta.reads;
  const [head] = query.queryKey;
  return RESOURCES.includes(head as Resource) ? [head as Resource] : RESOURCES;
}

const RESOURCES: readonly Resource[] = ['records', 'budgets', 'discounts', 'balance', 'profile'];

/** Writes that change none of the person's data: sign-in, a contact message, a question to the assistant. */
const CHANGES_NOTHING = [/^\/auth\//, /^\/contact\b/, /^\/client-errors\b/, /^\/ai\/ask\b/];

const WRITES: readonly [RegExp, readonly Resource[]][] = [
  [/^\/(outcomes|incomes|recurring-payments)\b/, ['records']],
  [/^\/discounts\b/, ['discounts']],
  [/^\/users\/[^/]+\/budgets\b/, ['budgets']],
  [/^\/users\/[^/]+\/bank-account-balance\b/, ['balance']],
];

/**
 * The resources a write to `url` changes, or `'all'` when it may change anything (a restore, a renamed category that
 * renames it on every record, the billing cycle that moves every month's bounds); none for writes that store nothing.
 */
export function writtenBy(url: string): ReadonlySet<Resource> | 'all' | null {
  const path = url.replace(/^\/api(?=\/)/, '').split('?')[0]!;
  if (CHANGES_NOTHING.some((pattern) => pattern.test(path))) return null;
  const known = WRITES.find(([pattern]) => pattern.test(path));
  return known ? new Set(known[1]) : 'all';
}
