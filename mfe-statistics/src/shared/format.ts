import { formatShekels, formatWholeShekels, fromAgorot, sumAgorot, toAgorot } from '@kaspit/domain';

/** Shekels as Israelis read them (he-IL, ₪), through the domain's one formatter. */
export const formatMoney = (shekels: number) => formatShekels(Math.round(shekels * 100));

/** API amounts (shekels, at most 2 decimals) added exactly, in agorot; `minus` are subtracted. */
export function addShekels(plus: readonly number[], minus: readonly number[] = []): number {
  const agorot = (list: readonly number[]) => sumAgorot(list.map((s) => toAgorot(s)));
  return fromAgorot(agorot(plus) - agorot(minus));
}

/** For chart axes, where agorot are noise: "‏16,000 ₪" (domain's, with no ICU formatter to build on load). */
export { formatWholeShekels };

export {
  hebrewDate as formatDay,
  hebrewMonthName as formatMonthLabel,
  hebrewShortMonthName as formatShortMonth,
} from '@kaspit/domain';
