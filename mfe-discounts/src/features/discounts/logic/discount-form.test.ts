import { describe, expect, it } from 'vitest';
import {
  emptyForm,
  formOf,
  parseShekels,
  suggestedSaving,
  toDiscountData,
  withUse,
} from './discount-form.js';
import type { Discount } from './discount-status.js';

describe('toDiscountData', () => {
  it('trims the text and leaves empty optional fields out', () => {
    expect(
      toDiscountData({
        ...emptyForm,
        title: '  קופון סופר ',
        discountType: 'percent',
        value: '15',
        business: ' ',
      }),
    ).toEqual({ data: { title: 'קופון סופר', discountType: 'percent', value: 15, isUsed: false } });
  });

  it('reads a fixed discount as shekels', () => {
    const result = toDiscountData({
      ...emptyForm,
      title: 'שובר',
      discountType: 'fixed',
      value: '1,250.5',
      code: 'ABC',
      expiresAt: '2026-04-30',
      category: 'מזון וסופר',
    });
    expect(result).toEqual({
      data: {
        title: 'שובר',
        discountType: 'fixed',
        value: 1250.5,
        isUsed: false,
        code: 'ABC',
        expiresAt: '2026-04-30',
        category: 'מזון וסופר',
      },
    });
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ title: 'א'.repeat(61) }, 'title'],
    [{ value: '0' }, 'value'],
    [{ value: '101' }, 'value'],
    [{ value: 'abc' }, 'value'],
    [{ discountType: 'fixed' as const, value: '1.234' }, 'value'],
    [{ discountType: 'fixed' as const, value: '-5' }, 'value'],
    [{ expiresAt: '2026-02-30' }, 'expiresAt'],
    [{ code: 'x'.repeat(61) }, 'code'],
  ])('refuses %j in %s', (fields, field) => {
    const result = toDiscountData({ ...emptyForm, title: 'ok', value: '10', ...fields });
    expect('errors' in result && Object.keys(result.errors)).toEqual([field]);
  });

  it('keeps how a used discount was used when it is edited', () => {
    const used: Discount = {
      id: '1',
      title: 'x',
      discountType: 'fixed',
      value: 20,
      isUsed: true,
      usedAt: '2026-03-01',
      savedAmount: 20,
    };
    expect(toDiscountData({ ...formOf(used), title: 'y' }, used)).toEqual({
      data: {
        title: 'y',
        discountType: 'fixed',
        value: 20,
        isUsed: true,
        usedAt: '2026-03-01',
        savedAmount: 20,
      },
    });
  });
});

describe('withUse', () => {
  const stored = {
    id: '1',
    title: 'x',
    discountType: 'fixed',
    value: 30,
    code: 'C',
    isUsed: false,
    createdAt: '2026-01-01T00:00:00Z',
  } as Discount;

  it('marks used with the date and amount, without the bookkeeping fields the API refuses', () => {
    expect(withUse(stored, { isUsed: true, usedAt: '2026-03-02', savedAmount: 30 })).toEqual({
      title: 'x',
      discountType: 'fixed',
      value: 30,
      code: 'C',
      isUsed: true,
      usedAt: '2026-03-02',
      savedAmount: 30,
    });
  });

  it('un-uses, dropping the date and amount', () => {
    const used = { ...stored, isUsed: true, usedAt: '2026-03-02', savedAmount: 30 };
    expect(withUse(used, { isUsed: false })).toEqual({
      title: 'x',
      discountType: 'fixed',
      value: 30,
      code: 'C',
      isUsed: false,
    });
  });
});

describe('parseShekels and suggestedSaving', () => {
  it('reads shekels and suggests a fixed value', () => {
    expect(parseShekels('₪ 80')).toBe(80);
    expect(parseShekels('0')).toBeNull();
    expect(suggestedSaving({ id: '1', title: 'x', discountType: 'fixed', value: 30, isUsed: false })).toBe(
      '30',
    );
    expect(suggestedSaving({ id: '1', title: 'x', discountType: 'percent', value: 30, isUsed: false })).toBe(
      '',
    );
  });
});
