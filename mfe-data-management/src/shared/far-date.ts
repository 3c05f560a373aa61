/**
 * True when `date` (YYYY-MM-DD) is more than a year before or after `today`: a real record can be that far off (an
 * old receipt, a plan), but far more often it is a slip of the year, so the form asks before saving it.
 */
export function isFarFromToday(date: string, today: string): boolean {
  const year = Number(today.slice(0, 4));
  const sameDay = today.slice(4);
  return date < `${String(year - 1).padStart(4, '0')}${sameDay}` || date > `${year + 1}${sameDay}`;
}
