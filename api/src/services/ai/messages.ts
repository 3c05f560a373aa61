import { hebrewCount, hebrewDate, hebrewMonthName, type HebrewNoun } from '@kaspit/domain';
import type { MonthSpan } from './parser/index.js';

/**
 * The Hebrew the AI answers in: the API writes these answers itself (every number computed here), so their texts
 * live in this one catalogue rather than in the page's.
 */

const monthName = (month: string) => hebrewMonthName(month);

export const formatDay = hebrewDate;

export function periodText({ from, to }: MonthSpan): string {
  if (from === to) return `ב${monthName(from)}`;
  if (from.endsWith('-01') && to.endsWith('-12') && from.slice(0, 4) === to.slice(0, 4))
    return `בשנת ${from.slice(0, 4)}`;
  return `בין ${monthName(from)} ל${monthName(to)}`;
}

export type Nouns = HebrewNoun;
export const NOUNS: Record<'outcomes' | 'incomes', Nouns> = {
  outcomes: { one: 'הוצאה', many: 'הוצאות', gender: 'feminine' },
  incomes: { one: 'הכנסה', many: 'הכנסות', gender: 'feminine' },
};

export const scopeText = (filters: { category?: string; paymentMethod?: string; terms: string[] }) =>
  [
    filters.category ? `על ${filters.category}` : '',
    filters.paymentMethod ? `ב${filters.paymentMethod}` : '',
    filters.terms.length ? `שתיאורן כולל "${filters.terms.join(' ')}"` : '',
  ]
    .filter(Boolean)
    .join(' ');

const line = (...parts: string[]) => parts.filter(Boolean).join(' ');

export const answers = {
  total: (n: Nouns, scope: string, period: string, amount: string, count: number) =>
    `${line(`סך ה${n.many}`, scope, period)}: ${amount} (${hebrewCount(count, n)}).`,
  count: (n: Nouns, scope: string, period: string, amount: string, count: number) =>
    `${line(`מספר ה${n.many}`, scope, period)}: ${count.toLocaleString('he-IL')}, בסך ${amount}.`,
  biggest: (n: Nouns, scope: string, period: string, what: string, amount: string, when: string) =>
    `${line(`ה${n.one} הגדולה ביותר`, scope, period)}: ${what} — ${amount}, ${when}.`,
  smallest: (n: Nouns, scope: string, period: string, what: string, amount: string, when: string) =>
    `${line(`ה${n.one} הקטנה ביותר`, scope, period)}: ${what} — ${amount}, ${when}.`,
  average: (n: Nouns, scope: string, period: string, average: string, count: number, amount: string) =>
    `${line(`ה${n.one} הממוצעת`, scope, period)}: ${average} (${hebrewCount(count, n)}, בסך ${amount}).`,
  none: (n: Nouns, scope: string, period: string) => `${line(`לא מצאתי ${n.many}`, scope, period)}.`,
  recurringIn: (month: string) => `תשלום קבוע, ${monthName(month)}`,
  notUnderstood: 'לא הבנתי את השאלה. אפשר לשאול למשל:',
};

/** Offered when a question is not understood, and shown on the page as starting points. */
export const EXAMPLE_QUESTIONS = [
  'כמה הוצאתי על מזון בחודש שעבר?',
  'מה ההוצאה הכי גדולה החודש?',
  'כמה שילמתי באשראי במרץ?',
  'כמה פעמים קניתי ברמי לוי בשלושת החודשים האחרונים?',
  'מה ההוצאה הממוצעת על מסעדות השנה?',
  'כמה הרווחתי בחודש שעבר?',
];
