import { type Agorot, fromAgorot } from '../agorot/index.js';

const RLM = '\u200f';
const LRM = '\u200e';
const NBSP = '\u00a0';
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/** Digits with a comma between thousands: `1234567` → `"1,234,567"` (he-IL's grouping). */
export const groupThousands = (whole: number): string => String(whole).replace(THOUSANDS, ',');

/** ICU's he-IL currency layout around the digits; a sign (minus, or a plus for money in) kept beside them. */
const shekelText = (negative: boolean, digits: string, plus = false) =>
  `${RLM}${negative ? `${LRM}-` : plus ? `${LRM}+` : ''}${digits}${NBSP}${RLM}₪`;

const agorotDigits = (size: number) =>
  `${groupThousands(Math.floor(size / 100))}.${String(size % 100).padStart(2, '0')}`;

/**
 * Agorot as Israelis read them, e.g. `123450` → `"‏1,234.50 ‏₪"`: ICU's he-IL currency output, right-to-left
 * marks (U+200F) before the number and the sign, a no-break space (U+00A0) between them; negatives add a
 * left-to-right mark so the minus stays with the digits. Written out from the whole agorot rather than asked of
 * `Intl.NumberFormat`, whose first use costs a page tens of milliseconds of ICU set-up; tests hold it to ICU.
 */
export function formatShekels(agorot: Agorot): string {
  fromAgorot(agorot); // a whole number of agorot, or a clear error
  // Zero agorot is never "-0.00".
  return shekelText(agorot < 0, agorotDigits(Math.abs(agorot)));
}

/**
 * Money in, where money in and out share one list: `100000` → `"‏+1,000.00 ‏₪"`, the sign kept beside the digits
 * like `formatShekels`'s minus. A negative amount (money out after all) keeps its minus; zero has no sign.
 */
export function formatSignedShekels(agorot: Agorot): string {
  fromAgorot(agorot);
  return shekelText(agorot < 0, agorotDigits(Math.abs(agorot)), agorot > 0);
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
