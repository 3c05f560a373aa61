import { hebrewCount } from '@kaspit/domain';
import { importTexts } from '../../../messages.js';
import type { ImportKind } from './mapping.js';

/** What a row of a file of both kinds is stored as, beside the chosen kind. */
export type AlsoKind = ImportKind | 'recurring' | 'transfer';

const ORDER: AlsoKind[] = ['expense', 'income', 'recurring', 'transfer'];

/** "2 הוצאות, הכנסה אחת": how many of each kind, in a fixed order. */
export function alsoCounts(kinds: AlsoKind[]): string {
  return ORDER.flatMap((kind) => {
    const count = kinds.filter((k) => k === kind).length;
    return count ? [hebrewCount(count, importTexts.companionKinds[kind])] : [];
  }).join(', ');
}
