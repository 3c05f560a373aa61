import { DomainError, describeValue } from '../../errors/index.js';
import {
  type CivilDate,
  type CivilMonth,
  daysInCalendarMonth,
  MAX_YEAR,
  MIN_YEAR,
} from '../calendar/index.js';

/** A civil date written `YYYY-MM-DD` (no time, no time zone). Valid ones compare correctly as strings. */
export type IsoDate = string;
/** A month written `YYYY-MM`. Valid ones compare correctly as strings. */
export type YearMonth = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

function isCivilMonth(year: number, month: number): boolean {
  return (
    Number.isInteger(year) &&
    year >= MIN_YEAR &&
    year <= MAX_YEAR &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12
  );
}

function isCivilDate(year: number, month: number, day: number): boolean {
  return (
    isCivilMonth(year, month) && Number.isInteger(day) && day >= 1 && day <= daysInCalendarMonth(year, month)
  );
}

/** Parses `YYYY-MM-DD`, rejecting days that do not exist (2026-02-30, 2025-02-29). */
export function parseDate(value: unknown, path = 'date'): CivilDate {
  const match = typeof value === 'string' ? DATE_PATTERN.exec(value) : null;
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (isCivilDate(year, month, day)) return { year, month, day };
  }
  throw new DomainError(
    `Invalid date ${describeValue(value)}: expected an existing calendar date as YYYY-MM-DD`,
    path,
  );
}

/** Parses `YYYY-MM` (months 01..12). */
export function parseMonth(value: unknown, path = 'month'): CivilMonth {
  const match = typeof value === 'string' ? MONTH_PATTERN.exec(value) : null;
  if (match) {
    const [year, month] = [Number(match[1]), Number(match[2])];
    if (isCivilMonth(year, month)) return { year, month };
  }
  throw new DomainError(
    `Invalid month ${describeValue(value)}: expected YYYY-MM with a month from 01 to 12`,
    path,
  );
}

/** True for an existing calendar date written `YYYY-MM-DD`. */
export function isValidDate(value: unknown): value is IsoDate {
  const match = typeof value === 'string' ? DATE_PATTERN.exec(value) : null;
  return match !== null && isCivilDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** True for a month written `YYYY-MM`. */
export function isValidMonth(value: unknown): value is YearMonth {
  const match = typeof value === 'string' ? MONTH_PATTERN.exec(value) : null;
  return match !== null && isCivilMonth(Number(match[1]), Number(match[2]));
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function formatDate({ year, month, day }: CivilDate): IsoDate {
  if (!isCivilDate(year, month, day)) {
    throw new DomainError(
      `Invalid date ${describeValue({ year, month, day })}: no such calendar day in years 1..9999`,
    );
  }
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function formatMonth({ year, month }: CivilMonth): YearMonth {
  if (!isCivilMonth(year, month)) {
    throw new DomainError(
      `Invalid month ${describeValue({ year, month })}: expected years 1..9999 and months 1..12`,
    );
  }
  return `${pad(year, 4)}-${pad(month, 2)}`;
}
