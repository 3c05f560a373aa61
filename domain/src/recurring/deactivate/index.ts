import { type IsoDate, parseDate } from '../../dates/parse/index.js';
import { todayIn } from '../../dates/today/index.js';
import type { RecurringSchedule } from '../schedule/index.js';

/**
 * The payment stopped: `isActive false` and an `endDate` (default: today's Israeli date). It still occurs in the
 * billing month of `endDate`, and never after it.
 */
export function deactivate<P extends RecurringSchedule>(
  payment: P,
  endDate: IsoDate = todayIn(),
): P & { isActive: false; endDate: IsoDate } {
  parseDate(endDate, 'endDate');
  return { ...payment, isActive: false, endDate };
}
