import { describe, expect, it } from 'vitest';
import { ISRAEL_RULE_YEARS, israelUtcOffsetHours } from './index.js';

const icu = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Jerusalem',
  timeZoneName: 'longOffset',
});
/** ICU's offset for Asia/Jerusalem at `instant`, in hours ("GMT+03:00" → 3). */
const icuOffset = (instant: Date) =>
  Number(/GMT\+(\d\d):00/.exec(icu.formatToParts(instant).find((p) => p.type === 'timeZoneName')!.value)![1]);

describe('israelUtcOffsetHours', () => {
  // Hundreds of thousands of ICU calls: seconds on a busy machine, so it gets a minute rather than vitest's 5 s.
  it('agrees with ICU for every hour of every year the rule is used for', { timeout: 60_000 }, () => {
    const mismatches: string[] = [];
    const from = Date.UTC(ISRAEL_RULE_YEARS.from, 0, 1);
    const to = Date.UTC(ISRAEL_RULE_YEARS.to + 1, 0, 1);
    for (let time = from; time < to; time += 3_600_000) {
      const instant = new Date(time);
      if (israelUtcOffsetHours(instant) !== icuOffset(instant)) mismatches.push(instant.toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('changes at the minute the clocks do', () => {
    // 2026: summer time from Friday 27 March 02:00 (00:00 UTC) until Sunday 25 October 02:00 (Saturday 23:00 UTC).
    expect(israelUtcOffsetHours(new Date('2026-03-26T23:59:59Z'))).toBe(2);
    expect(israelUtcOffsetHours(new Date('2026-03-27T00:00:00Z'))).toBe(3);
    expect(israelUtcOffsetHours(new Date('2026-10-24T22:59:59Z'))).toBe(3);
    expect(israelUtcOffsetHours(new Date('2026-10-24T23:00:00Z'))).toBe(2);
  });

  it('leaves years outside the known rule to ICU', () => {
    expect(israelUtcOffsetHours(new Date('2012-07-01T00:00:00Z'))).toBeUndefined();
    expect(israelUtcOffsetHours(new Date('2038-07-01T00:00:00Z'))).toBeUndefined();
  });
});
