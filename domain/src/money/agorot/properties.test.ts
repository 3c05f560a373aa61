import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromAgorot, splitAgorot, sumAgorot, toAgorot } from './index.js';

const agorot = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });

describe('money properties', () => {
  it('sums of arbitrary agorot lists are exact, whatever the order (no float drift)', () => {
    fc.assert(
      fc.property(fc.array(agorot, { maxLength: 200 }), (amounts) => {
        const exact = amounts.reduce((sum, a) => sum + BigInt(a), 0n);
        expect(BigInt(sumAgorot(amounts))).toBe(exact);
        expect(sumAgorot([...amounts].reverse())).toBe(sumAgorot(amounts));
      }),
    );
  });

  it('shekels round-trip through agorot, as numbers and as 2-decimal text', () => {
    fc.assert(
      fc.property(agorot, (a) => {
        expect(toAgorot(fromAgorot(a))).toBe(a);
        expect(toAgorot(fromAgorot(a).toFixed(2))).toBe(a);
        expect(toAgorot(String(fromAgorot(a)))).toBe(a);
      }),
    );
  });

  it('adding shekel amounts through agorot matches decimal arithmetic', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 99_999_999 }), { maxLength: 50 }), (cents) => {
        const shekels = cents.map((c) => c / 100);
        const total = sumAgorot(shekels.map(toAgorot));
        expect(total).toBe(cents.reduce((s, c) => s + c, 0));
      }),
    );
  });

  it('installment shares add up to the price and differ by at most one agora, extras first', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 36 }),
        (total, parts) => {
          const shares = splitAgorot(total, parts);
          expect(shares).toHaveLength(parts);
          expect(sumAgorot(shares)).toBe(total);
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
          expect([...shares].sort((a, b) => b - a)).toEqual(shares); // larger shares come first
        },
      ),
    );
  });
});
