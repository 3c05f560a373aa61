import { parseDate, parseMonth, type IsoDate, type YearMonth } from '../parse/index.js';

// Written out rather than asked of `Intl.DateTimeFormat`: a page's first formatter costs tens of milliseconds of
// ICU set-up, and the month is in a signed-in page's first paint. Tests hold these to ICU's he-IL output.
const MONTHS = [
  'ינואר',
  'פברואר',
  'מרץ',
  'אפריל',
  'מאי',
  'יוני',
  'יולי',
  'אוגוסט',
  'ספטמבר',
  'אוקטובר',
  'נובמבר',
  'דצמבר',
] as const;
/** The twelve month names, January first, for a month-and-year picker. */
export const HEBREW_MONTH_NAMES: readonly string[] = MONTHS;

/** he-IL's short names: the first three letters and a geresh (U+05F3); March, May, June and July stay whole. */
const SHORT_MONTHS = [
  'ינו׳',
  'פבר׳',
  'מרץ',
  'אפר׳',
  'מאי',
  'יוני',
  'יולי',
  'אוג׳',
  'ספט׳',
  'אוק׳',
  'נוב׳',
  'דצמ׳',
] as const;

/** A billing month as Hebrew readers name it: `2026-11` → `"נובמבר 2026"`. */
export function hebrewMonthName(month: YearMonth): string {
  const { year, month: m } = parseMonth(month);
  return `${MONTHS[m - 1]} ${year}`;
}

/** The short form for chart axes: `2026-11` → `"נוב׳ 26"`. */
export function hebrewShortMonthName(month: YearMonth): string {
  const { year, month: m } = parseMonth(month);
  return `${SHORT_MONTHS[m - 1]} ${String(year % 100).padStart(2, '0')}`;
}

/** A date as Israelis write it: `2026-11-03` → `"3.11.2026"`. */
export function hebrewDate(date: IsoDate): string {
  const { year, month, day } = parseDate(date);
  return `${day}.${month}.${year}`;
}
