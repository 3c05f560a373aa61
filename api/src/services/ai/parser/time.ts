import { addMonths, type YearMonth } from '@kaspit/domain';

/** The billing months a question is about, both ends included. */
export interface MonthSpan {
  from: YearMonth;
  to: YearMonth;
}

/** Hebrew month names as people write them (both spellings of March), January first. */
export const MONTH_NAMES: readonly (readonly string[])[] = [
  ['ינואר'],
  ['פברואר'],
  ['מרץ', 'מרס'],
  ['אפריל'],
  ['מאי'],
  ['יוני'],
  ['יולי'],
  ['אוגוסט'],
  ['ספטמבר'],
  ['אוקטובר'],
  ['נובמבר'],
  ['דצמבר'],
];

const NUMBER_WORDS: Record<string, number> = {
  חודש: 1,
  שני: 2,
  שניים: 2,
  שלושה: 3,
  שלושת: 3,
  ארבעה: 4,
  ארבעת: 4,
  חמישה: 5,
  חמשת: 5,
  שישה: 6,
  ששת: 6,
  שבעה: 7,
  שבעת: 7,
  שמונה: 8,
  שמונת: 8,
  תשעה: 9,
  תשעת: 9,
  עשרה: 10,
  עשרת: 10,
};
const NUMBER = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const toNumber = (text: string) => NUMBER_WORDS[text] ?? Number(text);

// "Starts a word" / "ends a word" for Hebrew, where \b does not work.
const S = '(?<![^\\s])';
const E = '(?![^\\s])';
const PRE = '(?:ב|מ|ל|ו|וב|ומ|ול)?';
const re = (source: string) => new RegExp(`${S}${source}${E}`, 'g');

const ALL_NAMES = MONTH_NAMES.flat().join('|');

const year = (month: YearMonth) => Number(month.slice(0, 4));
const pad = (n: number) => String(n).padStart(2, '0');
const lastMonths = (current: YearMonth, count: number): MonthSpan => ({
  from: addMonths(current, -(Math.max(1, count) - 1)),
  to: current,
});
const wholeYear = (y: number): MonthSpan => ({ from: `${y}-01`, to: `${y}-12` });

/** A named month without a year is the latest one not after the current month. */
function namedMonth(index: number, explicitYear: string | undefined, current: YearMonth): YearMonth {
  const m = index + 1;
  if (explicitYear) return `${explicitYear}-${pad(m)}`;
  const y = m <= Number(current.slice(5, 7)) ? year(current) : year(current) - 1;
  return `${y}-${pad(m)}`;
}

const monthIndexOf = (name: string) => MONTH_NAMES.findIndex((names) => names.includes(name));

type Rule = [RegExp, (m: RegExpExecArray, current: YearMonth) => MonthSpan];

/** Tried in order; the first that matches decides, and its words are removed from the question. */
const RULES: Rule[] = [
  [re(`${PRE}(?:ה)?${NUMBER} (?:ה)?חודשים (?:ה)?אחרונים`), (m, c) => lastMonths(c, toNumber(m[1]!))],
  [re(`${PRE}(?:ה)?חודשיים (?:ה)?אחרונים`), (_m, c) => lastMonths(c, 2)],
  [re(`${PRE}(?:ה)?רבעון (?:ה)?אחרון`), (_m, c) => lastMonths(c, 3)],
  [re(`${PRE}(?:ה)?חצי (?:ה)?שנה (?:ה)?אחרונה`), (_m, c) => lastMonths(c, 6)],
  [re(`${PRE}(?:ה)?שנה (?:ה)?אחרונה`), (_m, c) => lastMonths(c, 12)],
  [re(`לפני ${NUMBER} חודשים`), (m, c) => at(addMonths(c, -toNumber(m[1]!)))],
  [re(`לפני חודשיים`), (_m, c) => at(addMonths(c, -2))],
  [re(`לפני חודש`), (_m, c) => at(addMonths(c, -1))],
  [re(`${PRE}(?:ה)?חודש (?:ה)?(?:קודם|שעבר)`), (_m, c) => at(addMonths(c, -1))],
  [re(`${PRE}(?:ה)?שנה (?:ה)?(?:קודמת|שעברה)|אשתקד`), (_m, c) => wholeYear(year(c) - 1)],
  [
    re(`${PRE}השנה(?: (?:ה)?(?:זו|זאת|הזאת|הנוכחית))?|${PRE}(?:ה)?שנה (?:ה)?נוכחית`),
    (_m, c) => ({ from: `${year(c)}-01`, to: c }),
  ],
  [re(`(20\\d\\d) (0?[1-9]|1[0-2])`), (m) => at(`${m[1]}-${pad(Number(m[2]))}`)],
  [re(`(0?[1-9]|1[0-2]) / (20\\d\\d)`), (m) => at(`${m[2]}-${pad(Number(m[1]))}`)],
];

const at = (month: YearMonth): MonthSpan => ({ from: month, to: month });

const MONTH_NAME_RE = re(`(?:${PRE}|עד )(?:ה)?(?:חודש )?(${ALL_NAMES})(?: (20\\d\\d))?`);
const YEAR_RE = re(`${PRE}(?:שנת )?(20\\d\\d)`);
const THIS_MONTH_RE = re(`${PRE}(?:ה)?חודש(?: (?:ה)?(?:זה|נוכחי))?`);

/**
 * Finds the months a question asks about and returns the question without those words. Named months ("במרץ",
 * "מינואר עד מרץ 2026") make a range from the first to the last; with no time words the span is the current month.
 */
export function extractMonths(
  text: string,
  current: YearMonth,
): { span: MonthSpan; rest: string; explicit: boolean } {
  for (const [pattern, toSpan] of RULES) {
    pattern.lastIndex = 0;
    const match = pattern.exec(text);
    if (match) return { span: toSpan(match, current), rest: remove(text, pattern), explicit: true };
  }
  const named = [...text.matchAll(MONTH_NAME_RE)].map((m) => namedMonth(monthIndexOf(m[1]!), m[2], current));
  if (named.length > 0) {
    const sorted = named.sort();
    return {
      span: { from: sorted[0]!, to: sorted.at(-1)! },
      rest: remove(text, MONTH_NAME_RE),
      explicit: true,
    };
  }
  YEAR_RE.lastIndex = 0;
  const yearMatch = YEAR_RE.exec(text);
  if (yearMatch)
    return { span: wholeYear(Number(yearMatch[1])), rest: remove(text, YEAR_RE), explicit: true };
  THIS_MONTH_RE.lastIndex = 0;
  const explicit = THIS_MONTH_RE.test(text);
  return { span: at(current), rest: remove(text, THIS_MONTH_RE), explicit };
}

function remove(text: string, pattern: RegExp): string {
  return text.replace(pattern, ' ').replace(/\s+/g, ' ').trim();
}
