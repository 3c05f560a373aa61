import { nameKey } from '../../../shared/validate.js';

/** How far down a statement its header may sit (title lines, account details, a blank line or two). */
export const HEADER_SEARCH_ROWS = 30;

/**
 * The index of the header row of `table`: among the first rows, the one holding the most cells that are known
 * column names (`known`), when at least two are; otherwise the first row with two or more filled cells (a title
 * line has one). Card exports put one to several title lines before the header.
 */
export function detectHeaderRow(table: string[][], known: Iterable<string>): number {
  const names = new Set([...known].map(nameKey));
  let best = { index: -1, score: 1 };
  const rows = Math.min(table.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < rows; index++) {
    const score = table[index]!.filter((cell) => names.has(nameKey(cell))).length;
    if (score > best.score) best = { index, score };
  }
  if (best.index >= 0) return best.index;
  const filled = table.findIndex((row) => row.filter((cell) => cell.trim() !== '').length >= 2);
  return filled >= 0 ? filled : 0;
}

/** The last 4 digits in a card cell (`1234`, `**** 1234`, `כרטיס 5326-1234`), or undefined. */
export function lastFour(cell: string): string | undefined {
  const digits = cell.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : undefined;
}

const CARD_IN_TITLE = [
  /(?:המסתיים|המסתיימת|מסתיים|מסתיימת|ending(?:\s+in)?)\s*(?:ב-?|ב\s)?\s*(\d{4})(?!\d)/i,
  /כרטיס[^\d\n]{0,40}?[-–:]\s*(\d{4})(?!\d)/,
  // "אמריקן אקספרס זהב - 9012": a card's name, a dash and its last digits closing the line.
  /[-–]\s*(\d{4})\s*$/,
];

/** The card a statement's title lines name ("…המסתיים ב-1234"), for statements without a card column. */
export function cardInTitles(titles: string[][]): string | undefined {
  for (const line of titles) {
    const text = line.join(' ');
    for (const pattern of CARD_IN_TITLE) {
      const match = pattern.exec(text);
      if (match) return match[1];
    }
  }
  return undefined;
}
