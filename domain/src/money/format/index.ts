import { type Agorot, fromAgorot } from '../agorot/index.js';

let shekelFormat: Intl.NumberFormat | undefined;

/**
 * Agorot as Israelis read them, e.g. `123450` → `"‏1,234.50 ‏₪"`. This is ICU's he-IL output: right-to-left marks
 * (U+200F) before the number and the sign, a no-break space (U+00A0) between them; negatives add a
 * left-to-right mark so the minus stays with the digits. Browsers with other ICU versions may differ in those
 * invisible marks, so compare formatted money visually, never as strings across platforms.
 */
export function formatShekels(agorot: Agorot): string {
  shekelFormat ??= new Intl.NumberFormat('he-IL', { style: 'currency', currency: 'ILS' });
  return shekelFormat.format(fromAgorot(agorot));
}
