import { describe, expect, it } from 'vitest';
import { DomainError, describeValue } from './index.js';

describe('DomainError', () => {
  it('is an Error carrying a message and the offending path', () => {
    const error = new DomainError('startDay must be an integer from 1 to 31', 'startDay');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.message).toBe('startDay must be an integer from 1 to 31');
    expect(error.path).toBe('startDay');
  });
});

describe('describeValue', () => {
  it('quotes strings and prints other values readably', () => {
    expect(describeValue('2026-02-30')).toBe('"2026-02-30"');
    expect(describeValue(NaN)).toBe('NaN');
    expect(describeValue(undefined)).toBe('undefined');
    expect(describeValue({ a: 1 })).toBe('{"a":1}');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeValue(cyclic)).toBe('[object Object]');
  });
});
