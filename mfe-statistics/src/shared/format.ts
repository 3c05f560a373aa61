import { formatShekels } from '@kaspit/domain';

/** Shekels as Israelis read them (he-IL, ₪), through the domain's one formatter. */
export const formatMoney = (shekels: number) => formatShekels(Math.round(shekels * 100));

const wholeShekels = new Intl.NumberFormat('he-IL', {
  style: 'currency',
  currency: 'ILS',
  maximumFractionDigits: 0,
});
/** For chart axes, where agorot are noise: "‏16,000 ₪". */
export const formatWholeShekels = (shekels: number) => wholeShekels.format(shekels);

const dayFormat = new Intl.DateTimeFormat('he-IL', { timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('he-IL', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonthFormat = new Intl.DateTimeFormat('he-IL', {
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});

export const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
export const formatMonthLabel = (month: string) => monthFormat.format(new Date(`${month}-15T00:00:00Z`));
export const formatShortMonth = (month: string) => shortMonthFormat.format(new Date(`${month}-15T00:00:00Z`));
