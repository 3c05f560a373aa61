/**
 * Israel's clock offset from UTC by the rule in force since 2013 (the Time Determination Law as amended in 2013):
 * standard time UTC+2; summer time UTC+3 from 02:00 on the Friday before the last Sunday of March until 02:00 on
 * the last Sunday of October. Worked out with date arithmetic because the first `Intl.DateTimeFormat` a page
 * builds costs a browser tens of milliseconds of ICU set-up (≈ 50 ms measured in Chromium here), and "today in
 * Israel" is needed before a signed-in page's first paint. Tests hold it to ICU's Asia/Jerusalem, hour by hour.
 */

/** Years the rule is known to hold for; outside them callers ask ICU. */
export const ISRAEL_RULE_YEARS = { from: 2013, to: 2037 } as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The UTC midnight of the last Sunday of `month` (1–12) in `year`. */
function lastSunday(year: number, month: number): number {
  const lastDay = Date.UTC(year, month, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY;
}

/** Hours ahead of UTC in Israel at `instant`, or `undefined` outside {@link ISRAEL_RULE_YEARS}. */
export function israelUtcOffsetHours(instant: Date): 2 | 3 | undefined {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  if (!(year >= ISRAEL_RULE_YEARS.from && year <= ISRAEL_RULE_YEARS.to)) return undefined;
  // 02:00 standard time (UTC+2) on the Friday two days before March's last Sunday is 00:00 UTC that Friday.
  const summerStarts = lastSunday(year, 3) - 2 * DAY;
  // 02:00 summer time (UTC+3) on October's last Sunday is 23:00 UTC the Saturday before.
  const summerEnds = lastSunday(year, 10) - HOUR;
  return time >= summerStarts && time < summerEnds ? 3 : 2;
}
