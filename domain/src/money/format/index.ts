import { type Agorot, fromAgorot } from '../agorot/index.js';

const RLM = '\u200f';
const LRM = '\u200e';
const NBSP = '\u00a0';
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/** Digits with a comma between thousands: `1234567` → `"1,234,567"` (he-IL's grouping). */
export const groupThousands = (whole: number): string => String(whole).replace(THOUSANDS, ',');

/** ICU's he-IL currency layout around the digits; a minus only for an amount that is not zero. */
const shekelText = (negative: boolean, digits: string) =>
  `${RLM}${negative ? `${LRM}-` : ''}${digits}${NBSP}${RLM}₪`;

/**
 * Agorot as Israelis read them, e.g. `123450` → `"‏1,234.50 ‏₪"`: ICU's he-IL currency output, right-to-left
 * marks (U+200F) before the number and the sign, a no-break space (U+00A0) between them; negatives add a
 * left-to-right mark so the minus stays with the digits. Written out from the whole agorot rather than asked of
 * `Intl.NumberFormat`, whose first use costs a page tens of milliseconds of ICU set-up; tests hold it to ICU.
 */
export function formatShekels(agorot: Agorot): string {
  fromAgorot(agorot); // a whole number of agorot, or a clear error
  const size = Math.abs(agorot);
  const cents = String(size % 100).padStart(2, '0');
  // Zero agorot is never "-0.00".
  return shekelText(agorot < 0, `${groupThousands(Math.floor(size / 100))}.${cents}`);
}

/**
 * Whole shekels, for chart axes where agorot are noise: `16000` → `"‏16,000 ‏₪"`, ICU's he-IL output with no
 * fraction digits (halves round away from zero); an amount that rounds to zero is never "-0".
 */
export function formatWholeShekels(shekels: number): string {
  if (!Number.isFinite(shekels)) throw new Error(`Not an amount of shekels: ${shekels}`);
  const whole = Math.round(Math.abs(shekels));
  return shekelText(shekels < 0 && whole > 0, groupThousands(whole));
}
