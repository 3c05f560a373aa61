import { DomainError, describeValue } from '../../errors/index.js';

export const FREQUENCIES = ['monthly', 'bimonthly', 'quarterly', 'semiannual', 'yearly'] as const;

export type Frequency = (typeof FREQUENCIES)[number];

/** Billing months between two occurrences. */
export const FREQUENCY_STEP_MONTHS: Readonly<Record<Frequency, number>> = Object.freeze({
  monthly: 1,
  bimonthly: 2,
  quarterly: 3,
  semiannual: 6,
  yearly: 12,
});

/** The Hebrew names users see; the single source for every screen. */
export const FREQUENCY_LABELS_HE: Readonly<Record<Frequency, string>> = Object.freeze({
  monthly: 'חודשי',
  bimonthly: 'דו-חודשי',
  quarterly: 'רבעוני',
  semiannual: 'חצי-שנתי',
  yearly: 'שנתי',
});

export function isFrequency(value: unknown): value is Frequency {
  return typeof value === 'string' && (FREQUENCIES as readonly string[]).includes(value);
}

/** Months between occurrences of `frequency`; throws on a frequency the product does not know. */
export function frequencyStep(frequency: Frequency): number {
  if (!isFrequency(frequency)) {
    throw new DomainError(
      `Unknown frequency ${describeValue(frequency)}: expected one of ${FREQUENCIES.join(', ')}`,
      'frequency',
    );
  }
  return FREQUENCY_STEP_MONTHS[frequency];
}
