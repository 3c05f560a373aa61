import { describe, expect, it } from 'vitest';
import { aiAskBodySchema, aiInsightsQuerySchema, answerSchema, insightSchema } from './index.js';

const discount = {
  kind: 'expiringDiscount',
  severity: 'warning',
  discountId: 'd1',
  title: 'שובר קפה',
  expiresAt: '2026-04-15',
  daysLeft: 2,
};

describe('the AI contract', () => {
  it('takes an insight by its kind, and refuses a kind it does not know or a field of another kind', () => {
    expect(insightSchema.parse(discount)).toEqual(discount);
    expect(insightSchema.safeParse({ ...discount, kind: 'horoscope' }).success).toBe(false);
    expect(insightSchema.safeParse({ ...discount, kind: 'priceRise' }).success).toBe(false);
  });

  it('tells an answer from a question it could not read by `understood`', () => {
    const notUnderstood = { understood: false, text: 'לא הבנתי', examples: ['כמה הוצאתי החודש?'] };
    expect(answerSchema.parse(notUnderstood)).toEqual(notUnderstood);
    expect(answerSchema.safeParse({ ...notUnderstood, understood: true }).success).toBe(false);
  });

  it('refuses a month that does not exist, an empty question and unknown fields', () => {
    expect(aiInsightsQuerySchema.safeParse({ month: '2026-04' }).success).toBe(true);
    expect(aiInsightsQuerySchema.safeParse({ month: '2026-13' }).success).toBe(false);
    expect(aiInsightsQuerySchema.safeParse({ month: '2026-04', foo: 1 }).success).toBe(false);
    const userId = '5f8d0f6e-1c2b-4a3d-9e8f-0a1b2c3d4e5f';
    expect(aiAskBodySchema.parse({ userId, question: '  כמה?  ' })).toEqual({ userId, question: 'כמה?' });
    expect(aiAskBodySchema.safeParse({ userId, question: '   ' }).success).toBe(false);
  });
});
