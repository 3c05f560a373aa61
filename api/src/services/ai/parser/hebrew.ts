/**
 * Hebrew text helpers for the question parser. Hebrew glues prepositions and articles to the word ("במזומן",
 * "ברמי", "והסופר"), so a word is compared in every form with up to three of those letters taken off its front.
 */

const PREFIX_LETTERS = 'והבכלמש';
const MAX_PREFIXES = 3;

/** Lower case, no niqqud, no punctuation or geresh, single spaces; "סה״כ" becomes "סהכ", "ב-3" becomes "ב 3". */
export function normalizeQuestion(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u0591-\u05C7]/g, '') // niqqud and cantillation
    .replace(/[״"׳'`]/g, '')
    .replace(/[?!.,;:()[\]{}…–—-]/g, ' ')
    .replace(/\//g, ' / ')
    .toLocaleLowerCase('he-IL')
    .replace(/\s+/g, ' ')
    .trim();
}

export const words = (text: string): string[] => text.split(' ').filter(Boolean);

/** The word and its forms without leading prefix letters, longest first; forms shorter than 2 letters are left out. */
export function wordForms(word: string): string[] {
  const forms = [word];
  let current = word;
  for (let i = 0; i < MAX_PREFIXES; i++) {
    const first = current[0];
    if (!first || !PREFIX_LETTERS.includes(first) || current.length - 1 < 2) break;
    current = current.slice(1);
    forms.push(current);
  }
  return forms;
}

/** A name's own words; a joined "ו" ("וסופר" in "מזון וסופר") also counts without it. */
export function nameWords(name: string): string[] {
  const result = new Set<string>();
  for (const word of words(normalizeQuestion(name))) {
    if (word.length < 2) continue;
    result.add(word);
    if (word.startsWith('ו') && word.length > 3) result.add(word.slice(1));
  }
  return [...result];
}

/** True when `word`, in any prefixed form, is one of `targets`. */
export const formsMatch = (word: string, targets: readonly string[]): boolean =>
  wordForms(word).some((form) => targets.includes(form));

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
