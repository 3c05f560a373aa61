import { formatShekels } from '@kaspit/domain';

/** Shekels as Israelis read them (he-IL, ₪), through the domain's one formatter. */
export const formatMoney = (shekels: number) => formatShekels(Math.round(shekels * 100));

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
