import { describe, expect, it } from 'vitest';
import { cycleErrors, cyclePreview, formOfCycle, withStartDay, type CycleFormValues } from './cycle-form.js';

const calendar = formOfCycle({ startDay: 1, endDay: 31, endMonth: 0 });
const v = (startDay: string, endDay: string, endMonth: '0' | '1'): CycleFormValues => ({
  startDay,
  endDay,
  endMonth,
});

describe('withStartDay', () => {
  it('brings the end along with a new start', () => {
    expect(withStartDay(calendar, '10')).toEqual(v('10', '9', '1'));
    expect(withStartDay(v('10', '9', '1'), '1')).toEqual(calendar);
  });
  it('leaves the rest alone while the start is not a day yet', () => {
    expect(withStartDay(calendar, '')).toEqual(v('', '31', '0'));
    expect(withStartDay(calendar, '40')).toEqual(v('40', '31', '0'));
  });
});

describe('cycleErrors', () => {
  it('accepts the calendar month and a cycle from the 10th to the 9th', () => {
    expect(cycleErrors(calendar)).toEqual({});
    expect(cycleErrors(v('10', '9', '1'))).toEqual({});
    expect(cycleErrors(v('31', '30', '1'))).toEqual({});
  });
  it('explains each broken rule in Hebrew', () => {
    expect(cycleErrors(v('', '9', '1'))).toEqual({ startDay: 'יש להזין יום בין 1 ל-31' });
    expect(cycleErrors(v('10', '32', '1'))).toEqual({ endDay: 'יש להזין יום בין 1 ל-31' });
    expect(cycleErrors(v('5', '31', '0'))).toEqual({ startDay: 'חודש קלנדרי מתחיל ב-1 ומסתיים ב-31' });
    expect(cycleErrors(v('1', '31', '1'))).toEqual({ startDay: 'חודש שמסתיים בחודש הבא מתחיל ביום 2 עד 31' });
    expect(cycleErrors(v('10', '5', '1')).endDay).toContain('9');
  });
});

describe('cyclePreview', () => {
  it('shows the period of the selected month and where today falls under the new cycle', () => {
    expect(cyclePreview(v('10', '9', '1'), '2026-03', '2026-03-05')).toEqual({
      cycle: { startDay: 10, endDay: 9, endMonth: 1 },
      period: { from: '2026-03-10', to: '2026-04-09' },
      todayMonth: '2026-02',
    });
    expect(cyclePreview(calendar, '2026-02', '2026-03-05')?.period).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });
  it('is null while the values are invalid', () => {
    expect(cyclePreview(v('10', '5', '1'), '2026-03', '2026-03-05')).toBeNull();
  });
});
