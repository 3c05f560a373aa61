import { DomainError, describeValue } from '../../errors/index.js';
import { formatDate } from '../parse/index.js';
import type { IsoDate } from '../parse/index.js';

/** The product's users are in Israel; "today" defaults to the calendar date there. */
export const ISRAEL_TIME_ZONE = 'Asia/Jerusalem';

/**
 * The civil date (`YYYY-MM-DD`) in `timeZone` at the instant `now`. This is the only place the domain reads the
 * clock, and only when `now` is omitted; everything else takes "today" as an argument so it stays deterministic.
 */
export function todayIn(timeZone: string = ISRAEL_TIME_ZONE, now: Date = new Date()): IsoDate {
  let format: Intl.DateTimeFormat;
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
  if (Number.isNaN(now.getTime())) throw new DomainError('now must be a valid Date', 'now');
  const part = (type: 'year' | 'month' | 'day') =>
    Number(format.formatToParts(now).find((p) => p.type === type)?.value);
  return formatDate({ year: part('year'), month: part('month'), day: part('day') });
}
