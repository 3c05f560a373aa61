import { DomainError, describeValue } from '../../errors/index.js';
import { formatDate } from '../parse/index.js';
import type { IsoDate } from '../parse/index.js';
import { israelUtcOffsetHours } from '../israel-time/index.js';

/** The product's users are in Israel; "today" defaults to the calendar date there. */
export const ISRAEL_TIME_ZONE = 'Asia/Jerusalem';

/**
 * The civil date (`YYYY-MM-DD`) in `timeZone` at the instant `now`. This is the only place the domain reads the
 * clock, and only when `now` is omitted; everything else takes "today" as an argument so it stays deterministic.
 */
/** One formatter per time zone: building one loads ICU's zone data, far dearer than formatting a date with it. */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        calendar: 'gregory',
        numberingSystem: 'latn',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      });
    } catch {
      throw new DomainError(`Unknown time zone ${describeValue(timeZone)}`, 'timeZone');
    }
    formats.set(timeZone, format);
  }
  return format;
}

export function todayIn(timeZone: string = ISRAEL_TIME_ZONE, now: Date = new Date()): IsoDate {
  if (Number.isNaN(now.getTime())) throw new DomainError('now must be a valid Date', 'now');
  // Israel's date by its clock rule spares a page ICU's set-up; years outside the rule go to ICU.
  const offset = timeZone === ISRAEL_TIME_ZONE ? israelUtcOffsetHours(now) : undefined;
  if (offset !== undefined) return new Date(now.getTime() + offset * 3_600_000).toISOString().slice(0, 10);
  const format = formatIn(timeZone);
  const parts = format.formatToParts(now);
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value);
  return formatDate({ year: part('year'), month: part('month'), day: part('day') });
}
