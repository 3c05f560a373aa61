import { evalExpr } from 'mingo/core';
import type { Options } from 'mingo/types';
import { CommandError } from '../../commands/errors.js';

/**
 * `$dateToString` and `$week` as MongoDB computes them (mingo's `%w` is 0–6 and its `%U`/`$week` one too high):
 * `%w` is the day of the week 1–7 with Sunday 1, `%U` and `$week` the week of the year 0–53 with weeks starting on
 * Sunday (days before the year's first Sunday are week 0), `%V`/`%G`/`%u` the ISO week, its year and weekday.
 */

type Operator = (obj: object, expr: unknown, options: Options) => unknown;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const DAY = 86_400_000;
const pad = (n: number, width: number) => String(Math.abs(n)).padStart(width, '0');

/** Sunday-first week of the year: (day of year − weekday + 7) / 7, both counted from 0 (strftime's %U). */
function sundayWeek(local: Date): number {
  const dayOfYear = Math.floor((local.getTime() - Date.UTC(local.getUTCFullYear(), 0, 1)) / DAY);
  return Math.floor((dayOfYear + 7 - local.getUTCDay()) / 7);
}

function isoWeek(local: Date): [week: number, year: number] {
  const thursday = new Date(local.getTime() + (3 - ((local.getUTCDay() + 6) % 7)) * DAY);
  const year = thursday.getUTCFullYear();
  return [1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY)), year];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const FULL_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function format(pattern: string, local: Date, offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const [week, weekYear] = isoWeek(local);
  const fields: Record<string, () => string> = {
    Y: () => pad(local.getUTCFullYear(), 4),
    G: () => pad(weekYear, 4),
    m: () => pad(local.getUTCMonth() + 1, 2),
    d: () => pad(local.getUTCDate(), 2),
    H: () => pad(local.getUTCHours(), 2),
    M: () => pad(local.getUTCMinutes(), 2),
    S: () => pad(local.getUTCSeconds(), 2),
    L: () => pad(local.getUTCMilliseconds(), 3),
    j: () => pad(Math.floor((local.getTime() - Date.UTC(local.getUTCFullYear(), 0, 1)) / DAY) + 1, 3),
    w: () => String(local.getUTCDay() + 1),
    u: () => String(local.getUTCDay() || 7),
    U: () => pad(sundayWeek(local), 2),
    V: () => pad(week, 2),
    b: () => MONTHS[local.getUTCMonth()]!,
    B: () => FULL_MONTHS[local.getUTCMonth()]!,
    z: () => `${sign}${pad(Math.trunc(offsetMinutes / 60), 2)}${pad(offsetMinutes % 60, 2)}`,
    Z: () => `${sign}${Math.abs(offsetMinutes)}`,
    '%': () => '%',
  };
  return pattern.replace(/%(.?)/gs, (_, letter: string) => {
    const field = fields[letter];
    if (!field) {
      if (letter === '') throw new CommandError('Location18535', "Unmatched '%' at end of format string");
      throw new CommandError('Location18536', `Invalid format character '%${letter}' in format string`);
    }
    return field();
  });
}

/** The date and its wall-clock time in the timezone (through mingo's `$dateToParts`, which knows the zones). */
function localTime(
  obj: object,
  spec: Record<string, unknown>,
  options: Options,
  original: Record<string, Operator>,
) {
  const date = evalExpr(obj, spec.date, options) as Date;
  const parts = original.$dateToParts!(obj, { date: spec.date, timezone: spec.timezone }, options) as Parts;
  const local = new Date(
    Date.UTC(
      parts.year,
      parts.month - 1,
      parts.day,
      parts.hour,
      parts.minute,
      parts.second,
      parts.millisecond,
    ),
  );
  return { local, offsetMinutes: Math.round((local.getTime() - date.getTime()) / 60_000) };
}

export function dateOperators(original: Record<string, Operator>): Record<string, Operator> {
  return {
    $dateToString: (obj, expr, options) => {
      const spec = (expr ?? {}) as Record<string, unknown>;
      const date = evalExpr(obj, spec.date, options);
      if (date === null || date === undefined)
        return spec.onNull === undefined ? null : evalExpr(obj, spec.onNull, options);
      const pattern =
        spec.format === undefined ? '%Y-%m-%dT%H:%M:%S.%LZ' : (evalExpr(obj, spec.format, options) as string);
      const { local, offsetMinutes } = localTime(obj, spec, options, original);
      return format(pattern, local, offsetMinutes);
    },
    $week: (obj, expr, options) => {
      const spec = (
        expr !== null && typeof expr === 'object' && 'date' in expr ? expr : { date: expr }
      ) as Record<string, unknown>;
      const date = evalExpr(obj, spec.date, options);
      if (date === null || date === undefined) return null;
      return sundayWeek(localTime(obj, spec, options, original).local);
    },
  };
}
