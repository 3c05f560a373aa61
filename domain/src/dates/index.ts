export type { CivilDate, CivilMonth } from './calendar/index.js';
export { isLeapYear } from './calendar/index.js';
export type { IsoDate, YearMonth } from './parse/index.js';
export { formatDate, formatMonth, isValidDate, isValidMonth, parseDate, parseMonth } from './parse/index.js';
export {
  addDays,
  addMonths,
  clampToMonth,
  daysBetween,
  daysInMonth,
  monthOf,
  monthRange,
  monthsBetween,
} from './arithmetic/index.js';
export { ISRAEL_TIME_ZONE, todayIn } from './today/index.js';
export { HEBREW_MONTH_NAMES, hebrewDate, hebrewMonthName, hebrewShortMonthName } from './hebrew/index.js';
