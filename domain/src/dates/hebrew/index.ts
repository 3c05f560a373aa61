import { parseDate, parseMonth, type IsoDate, type YearMonth } from '../parse/index.js';

// Noon UTC of a civil day, formatted in UTC: the same day in every time zone the code runs in.
const utcNoon = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12));

let monthFormat: Intl.DateTimeFormat | undefined;
let shortMonthFormat: Intl.DateTimeFormat | undefined;
let dateFormat: Intl.DateTimeFormat | undefined;

/** A billing month as Hebrew readers name it: `2026-11` → `"נובמבר 2026"`. */
export function hebrewMonthName(month: YearMonth): string {
  const { year, month: m } = parseMonth(month);
  monthFormat ??= new Intl.DateTimeFormat('he-IL', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return monthFormat.format(utcNoon(year, m, 15));
}

/** The short form for chart axes: `2026-11` → `"נוב׳ 26"`. */
export function hebrewShortMonthName(month: YearMonth): string {
  const { year, month: m } = parseMonth(month);
  shortMonthFormat ??= new Intl.DateTimeFormat('he-IL', { month: 'short', year: '2-digit', timeZone: 'UTC' });
  return shortMonthFormat.format(utcNoon(year, m, 15));
}

/** A date as Israelis write it: `2026-11-03` → `"3.11.2026"`. */
export function hebrewDate(date: IsoDate): string {
  const { year, month, day } = parseDate(date);
  dateFormat ??= new Intl.DateTimeFormat('he-IL', { timeZone: 'UTC' });
  return dateFormat.format(utcNoon(year, month, day));
}
