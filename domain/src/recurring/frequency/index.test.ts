import { describe, expect, it } from 'vitest';
import { FREQUENCIES, FREQUENCY_LABELS_HE, frequencyStep, isFrequency } from './index.js';

describe('frequencies', () => {
  it('step 1, 2, 3, 6 and 12 months', () => {
    expect(FREQUENCIES.map(frequencyStep)).toEqual([1, 2, 3, 6, 12]);
  });

  it('carry the Hebrew labels of docs/product.md', () => {
    expect(FREQUENCY_LABELS_HE).toEqual({
      monthly: 'חודשי',
      bimonthly: 'דו-חודשי',
      quarterly: 'רבעוני',
      semiannual: 'חצי-שנתי',
      yearly: 'שנתי',
    });
    expect(Object.isFrozen(FREQUENCY_LABELS_HE)).toBe(true);
  });

  it('reject unknown values', () => {
    expect(isFrequency('weekly')).toBe(false);
    expect(isFrequency('yearly')).toBe(true);
    expect(() => frequencyStep('weekly' as never)).toThrow(
      'Unknown frequency "weekly": expected one of monthly, bimonthly, quarterly, semiannual, yearly',
    );
  });
});
