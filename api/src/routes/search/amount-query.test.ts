import { describe, expect, it } from 'vitest';
import { amountCondition, amountQuery } from './amount-query.js';

describe('amountQuery', () => {
  it.each([
    ['123.45', { agorot: 12345, approximate: false }],
    ['123,45', { agorot: 12345, approximate: false }],
    ['₪1,234', { agorot: 123400, approximate: false }],
    ['≈ 123', { agorot: 12300, approximate: true }],
    ['~123', { agorot: 12300, approximate: true }],
    ['כ-123', { agorot: 12300, approximate: true }],
  ])('reads %s', (text, expected) => {
    expect(amountQuery(text)).toEqual(expected);
  });

  it.each(['קפה', '0', '1.234', '-5', '≈'])('is not an amount: %s', (text) => {
    expect(amountQuery(text)).toBeUndefined();
  });

  it('matches either sign, and "about" within 1% and at least ₪1', () => {
    expect(amountCondition({ agorot: 12345, approximate: false })).toEqual([{ $in: [12345, -12345] }]);
    expect(amountCondition({ agorot: 12300, approximate: true })).toEqual([
      { $gte: 12177, $lte: 12423 },
      { $gte: -12423, $lte: -12177 },
    ]);
    expect(amountCondition({ agorot: 1_000_000, approximate: true })[0]).toEqual({
      $gte: 990_000,
      $lte: 1_010_000,
    });
  });
});
