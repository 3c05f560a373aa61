import { formatShekels, fromAgorot, sumAgorot, toAgorot } from '@kaspit/domain';

/** Shekels as Israelis read them (he-IL, ₪), through the domain's one formatter. */
export const formatMoney = (shekels: number) => formatShekels(Math.round(shekels * 100));

/** API amounts (shekels, at most 2 decimals) added exactly, in agorot; `minus` are subtracted. */
export function addShekels(plus: readonly number[], minus: readonly number[] = []): number {
  const agorot = (list: readonly number[]) => sumAgorot(list.map((s) => toAgorot(s)));
  return fromAgorot(agorot(plus) - agorot(minus));
}

const wholeShekels = new Intl.NumberFormat('he-IL', {
  style: 'currency',
  currency: 'ILS',
  maximumFractionDigits: 0,
});
/** For chart axes, where agorot are noise: "‏16,000 ₪". */
export const formatWholeShekels = (shekels: number) => wholeShekels.format(shekels);

export {
  hebrewDate as formatDay,
  hebrewMonthName as formatMonthLabel,
  hebrewShortMonthName as formatShortMonth,
} from '@kaspit/domain';
