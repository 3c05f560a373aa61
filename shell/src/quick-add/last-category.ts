import type { Outcome } from '@kaspit/api-contract';

/** An expense as the listing sends it: what the remembered categories are read from. */
export type RecentOutcome = Pick<Outcome, 'description' | 'category'>;

/** Descriptions compare without case or surrounding and repeated spaces ("שופרסל  דיל" is "שופרסל דיל"). */
export const descriptionKey = (description: string) =>
  description.trim().replace(/\s+/g, ' ').toLocaleLowerCase('he');

/**
 * The category last used for each description, from the person's expenses newest first: the first time a
 * description appears is its latest use. The descriptions come out in that order too, for the suggestions list.
 */
export function lastCategories(newestFirst: readonly RecentOutcome[]): Map<string, RecentOutcome> {
  const remembered = new Map<string, RecentOutcome>();
  for (const outcome of newestFirst) {
    const key = descriptionKey(outcome.description);
    if (key && !remembered.has(key))
      remembered.set(key, { description: outcome.description.trim(), category: outcome.category });
  }
  return remembered;
}
