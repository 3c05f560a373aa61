import { describe, expect, it } from 'vitest';
import { Decimal128, Double, Long } from 'bson';
import { decodeRecords, encodeRecord } from './records.js';

describe('journal records', () => {
  it('read a record written before number types were kept exactly as it was then', () => {
    // Such records hold plain JavaScript numbers, which BSON encodes as Int32 or Double.
    const old = { _id: 1, amount: 12_345, rate: 0.17, big: 2 ** 40, nested: { list: [1, 2.5] } };
    const { records } = decodeRecords(encodeRecord(old));
    expect(records).toEqual([old]);
  });

  it('keep a whole Double, an Int64 and a Decimal128 as they were written', () => {
    const doc = { _id: 1, d: new Double(1), l: Long.fromNumber(5), m: Decimal128.fromString('2.50') };
    const [back] = decodeRecords(encodeRecord(doc)).records;
    expect(back!.d).toBeInstanceOf(Double);
    expect(back!.l).toBeInstanceOf(Long);
    expect(String(back!.l)).toBe('5');
    expect(String(back!.m)).toBe('2.50');
  });
});
