import { hebrewCount, type HebrewNoun } from '@kaspit/domain';
import { messages } from '../../../messages.js';
import type { RestoreResult, RestoredKind } from '../api/restore-api.js';

const texts = messages.restore;
const KINDS: RestoredKind[] = ['outcomes', 'incomes', 'recurringPayments', 'discounts', 'transfers'];
const nounOf = (kind: RestoredKind) => texts.kinds[kind] as HebrewNoun;

/** The lines that tell what a restore did: what it added, what was there already, and the billing cycle. */
export function restoreSummary(result: RestoreResult): string[] {
  const counts = (kind: RestoredKind) => result.restored[kind] ?? { created: 0, existing: 0 };
  const added = KINDS.filter((kind) => counts(kind).created > 0).map((kind) =>
    hebrewCount(counts(kind).created, nounOf(kind)),
  );
  const existing = KINDS.reduce((sum, kind) => sum + counts(kind).existing, 0);
  return [
    added.length ? texts.added(added.join(', ')) : texts.nothingNew,
    ...(existing ? [texts.existing(existing)] : []),
    ...(result.settings.billingCycle === 'restored' ? [texts.cycleRestored] : []),
    ...(result.settings.billingCycle === 'kept' ? [texts.cycleKept] : []),
  ];
}

/**
 * A refused backup's problems in words: `backup.outcomes.3.amount` is "הוצאה מס׳ 4: סכום". Paths outside a record
 * (a list missing: not a backup at all) add nothing to the general message.
 */
export function describeProblems(errors: { path: string }[]): string[] {
  const lines = errors.flatMap(({ path }) => {
    if (path === 'backup.month') return [texts.monthExport];
    const match = /^backup\.(outcomes|incomes|recurringPayments|discounts|transfers)\.(\d+)\.?([^.]*)/.exec(
      path,
    );
    if (!match) return [];
    const [, kind, index, field] = match as unknown as [string, RestoredKind, string, string];
    const record = texts.record(nounOf(kind).one, Number(index) + 1);
    return [field ? `${record}: ${texts.fields[field] ?? field}` : record];
  });
  return [...new Set(lines)].slice(0, 5);
}
