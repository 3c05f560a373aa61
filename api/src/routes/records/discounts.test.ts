import { describe, expect, it } from 'vitest';
import { withSignedInApp, type Person, type TestApp } from '../../test-support/app.js';
import { call, errorPaths } from '../../test-support/http.js';

let t: TestApp;
let dana: Person;
withSignedInApp(['dana'], (app, people) => ([t, [dana]] = [app, people as [Person]]));

type Discount = {
  id: string;
  title: string;
  isUsed: boolean;
  usedAt?: string;
  savedAmount?: number;
  expiresAt?: string;
};
const coupon = {
  title: 'קופון סופר',
  business: 'שופרסל',
  discountType: 'percent',
  value: 10,
  code: 'SAVE10',
  expiresAt: '2026-04-30',
};

describe('discounts', () => {
  it('holds a discount, marks it used with what it saved, and lists it in the months it matters', async () => {
    const created = await call<{ discount: Discount }>(t, 'POST', '/api/discounts', dana.auth, {
      discountData: coupon,
    });
    expect(created.status).toBe(201);
    expect(created.body.data.discount).toMatchObject({ ...coupon, isUsed: false });
    const { id } = created.body.data.discount;
    const used = await call<{ discount: Discount }>(t, 'PUT', `/api/discounts/${id}`, dana.auth, {
      discountData: { ...coupon, isUsed: true, usedAt: '2026-03-15', savedAmount: 23.4 },
    });
    expect(used.body.data.discount).toMatchObject({ isUsed: true, usedAt: '2026-03-15', savedAmount: 23.4 });
    const inMonth = async (month: string) =>
      (
        await call<{ discounts: Discount[] }>(t, 'GET', `/api/discounts?month=${month}`, dana.auth)
      ).body.data.discounts.map((d) => d.id);
    expect(await inMonth('2026-03')).toEqual([id]);
    expect(await inMonth('2026-05')).toEqual([]);
    const held = (
      await call<{ discount: Discount }>(t, 'POST', '/api/discounts', dana.auth, {
        discountData: { ...coupon, title: 'שובר' },
      })
    ).body.data.discount;
    expect(await inMonth('2026-04')).toEqual([held.id]);
    expect(await inMonth('2026-05')).toEqual([]);
  });

  it('checks the value against the discount type and used-only fields', async () => {
    const cases = [
      [{ ...coupon, value: 120 }, ['discountData.value']],
      [{ ...coupon, discountType: 'fixed', value: 0.001 }, ['discountData.value']],
      [{ ...coupon, discountType: 'other' }, ['discountData.discountType']],
      [{ ...coupon, savedAmount: 5 }, ['discountData.isUsed']],
    ] as const;
    for (const [discountData, paths] of cases) {
      const res = await call(t, 'POST', '/api/discounts', dana.auth, { discountData });
      expect(res.status, JSON.stringify(discountData)).toBe(400);
      expect(errorPaths(res.body)).toEqual([...paths]);
    }
  });
});
