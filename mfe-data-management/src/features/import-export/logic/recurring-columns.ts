import { FREQUENCIES, FREQUENCY_LABELS_HE, isValidAmount, toAgorot, type Frequency } from '@kaspit/domain';
import { exportTexts } from '../../../messages.js';

type Row = Record<string, unknown>;
type Skip = { from: string; to?: string | null };

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * A recurring payment's schedule as the export's extra columns write it, so a spreadsheet shows it and an import
 * creates the payment again: frequency (its Hebrew name), end date, prices by the month they start
 * ("2026-09=49.9 2026-12=59.9"), skipped months ("2027-01", "2027-01..2027-03", an open pause "2027-05..") and
 * whether it is active.
 */
export function scheduleCells(payment: Row): string[] {
  const history = (payment.amountHistory as { effectiveFrom: string; amount: number }[] | undefined) ?? [];
  const skips = (payment.skips as Skip[] | undefined) ?? [];
  return [
    FREQUENCY_LABELS_HE[payment.frequency as Frequency] ?? String(payment.frequency),
    payment.endDate ? String(payment.endDate) : '',
    history.map((h) => `${h.effectiveFrom}=${h.amount}`).join(' '),
    skips.map((s) => (s.to === s.from ? s.from : `${s.from}..${s.to ?? ''}`)).join(' '),
    payment.isActive === false ? exportTexts.no : exportTexts.yes,
  ];
}

export interface ReadSchedule {
  frequency: Frequency;
  endDate: string | null;
  isActive: boolean;
  amountHistory: { effectiveFrom: string; amount: number }[];
  skips: Skip[];
}

/** The schedule written by `scheduleCells`, or undefined when the cells do not hold one (a month's export). */
export function readSchedule([frequency, endDate, prices, skipped, active]: string[]):
  ReadSchedule | undefined {
  const found = FREQUENCIES.find(
    (f) => FREQUENCY_LABELS_HE[f] === frequency?.trim() || f === frequency?.trim(),
  );
  if (!found) return undefined;
  const amountHistory: ReadSchedule['amountHistory'] = [];
  for (const entry of (prices ?? '').split(/\s+/).filter(Boolean)) {
    const [month, amount] = entry.split('=');
    const value = Number(amount);
    if (!MONTH.test(month ?? '') || !Number.isFinite(value) || !isValidAmount(toAgorot(value)))
      return undefined;
    amountHistory.push({ effectiveFrom: month!, amount: value });
  }
  const skips: Skip[] = [];
  for (const entry of (skipped ?? '').split(/\s+/).filter(Boolean)) {
    const [from, to] = entry.includes('..') ? entry.split('..') : [entry, entry];
    if (!MONTH.test(from ?? '') || (to && !MONTH.test(to))) return undefined;
    skips.push({ from: from!, to: to || null });
  }
  return {
    frequency: found,
    endDate: /^\d{4}-\d{2}-\d{2}$/.test(endDate?.trim() ?? '') ? endDate!.trim() : null,
    isActive: active?.trim() !== exportTexts.no,
    amountHistory,
    skips,
  };
}
