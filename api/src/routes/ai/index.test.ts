import { beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { formatShekels } from '@kaspit/domain';
import type { AnswerPhraser } from '../../services/ai/provider.js';
import type { AuthVariables } from '../../middleware/require-user/index.js';
import { withSignedInApp, type Person, type TestApp } from '../../test-support/app.js';
import { call } from '../../test-support/http.js';
import { aiAnswerReplySchema, aiInsightsReplySchema, type Answer, type Insight } from '@kaspit/api-contract';
import { AI_DISABLED, aiRoutes } from './index.js';

let t: TestApp;
let dana: Person;
let yossi: Person;
let noa: Person;
withSignedInApp(
  ['dana', 'yossi', 'noa'],
  (app, people) => ([t, [dana, yossi, noa]] = [app, people as [Person, Person, Person]]),
);

const TODAY = '2026-04-10';
const post = (who: Person, path: string, body: object) => call(t, 'POST', path, who.auth, body);
const outcome = (
  who: Person,
  date: string,
  amount: number,
  description: string,
  category = 'מזון וסופר',
  extra = {},
) => post(who, '/api/outcomes', { outcomeData: { date, amount, description, category, ...extra } });

/** An answer the question was understood for (the test fails otherwise). */
function understood(answer: Answer) {
  if (!answer.understood) throw new Error(`not understood: ${answer.text}`);
  return answer;
}

/** The AI routes with "today" pinned, for `who`, as requireUser would leave them. */
function pinned(who: Person, phraser?: AnswerPhraser) {
  const app = new Hono<{ Variables: AuthVariables }>()
    .use(async (c, next) => {
      c.set('userId', who.user.id);
      await next();
    })
    .route(
      '/ai',
      aiRoutes({ db: t.db, users: t.services.users, today: () => TODAY, ...(phraser ? { phraser } : {}) })
        .app,
    );
  return {
    /** The insights for `query`, held to the contract: parsing drops no field and refuses a missing one. */
    insights: async (query = '') => {
      const res = await app.request(`/ai/insights${query}`);
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: unknown };
      const reply = aiInsightsReplySchema.parse(data);
      expect(reply).toEqual(data);
      return reply.insights;
    },
    /** The answer to `question`, held to the contract as the insights are. */
    ask: async (question: string) => {
      const res = await app.request('/ai/ask', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: who.user.id, question }),
      });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: unknown };
      const reply = aiAnswerReplySchema.parse(data);
      expect(reply).toEqual(data);
      return reply.answer;
    },
  };
}

describe('AI routes: access', () => {
  it('answers 403 with a clear message while the subscription is off, then works once it is on', async () => {
    const insights = await call(t, 'GET', `/api/ai/insights?userId=${yossi.user.id}`, yossi.auth);
    expect(insights.status).toBe(403);
    expect(insights.body.message).toBe(AI_DISABLED);
    const ask = await post(yossi, '/api/ai/ask', { userId: yossi.user.id, question: 'כמה הוצאתי החודש?' });
    expect([ask.status, ask.body.message]).toEqual([403, AI_DISABLED]);

    await call(t, 'PATCH', `/api/users/${yossi.user.id}/ai-subscription`, yossi.auth, { enabled: true });
    const on = await call<{ insights: { month: string } }>(t, 'GET', '/api/ai/insights', yossi.auth);
    expect(on.status).toBe(200);
    expect(on.body.data.insights.month).toMatch(/^\d{4}-\d{2}$/);
  });

  it("guards other people's ids, validates strictly and needs a token", async () => {
    await call(t, 'PATCH', `/api/users/${dana.user.id}/ai-subscription`, dana.auth, { enabled: true });
    expect((await call(t, 'GET', `/api/ai/insights?userId=${yossi.user.id}`, dana.auth)).status).toBe(403);
    expect((await post(dana, '/api/ai/ask', { userId: yossi.user.id, question: 'כמה?' })).status).toBe(403);
    expect((await call(t, 'GET', '/api/ai/insights?month=2026-4', dana.auth)).status).toBe(400);
    expect((await call(t, 'GET', '/api/ai/insights?foo=1', dana.auth)).status).toBe(400);
    expect((await post(dana, '/api/ai/ask', { userId: dana.user.id, question: '' })).status).toBe(400);
    expect((await post(dana, '/api/ai/ask', { userId: dana.user.id, question: 'x', $where: 1 })).status).toBe(
      400,
    );
    expect((await call(t, 'GET', '/api/ai/insights', undefined)).status).toBe(401);
  });
});

describe('AI routes: insights and answers from the seeded data', () => {
  let marchFood = 0;
  beforeAll(async () => {
    await call(t, 'PATCH', `/api/users/${dana.user.id}/ai-subscription`, dana.auth, { enabled: true });
    await call(t, 'PATCH', `/api/users/${dana.user.id}/budgets`, dana.auth, {
      categoryName: 'מזון וסופר',
      budgetAmount: 800,
    });
    // The usual food shopping, two a month from November to March.
    const usual = [95, 105, 110, 100, 90, 120, 100, 98, 102, 115.5];
    for (const [i, amount] of usual.entries()) {
      const month = ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03'][Math.floor(i / 2)]!;
      await outcome(dana, `${month}-${i % 2 ? '20' : '05'}`, amount, 'רמי לוי', 'מזון וסופר', {
        paymentMethod: 'כרטיס אשראי',
      });
      if (month === '2026-03') marchFood += Math.round(amount * 100);
    }
    await outcome(dana, '2026-04-03', 110, 'רמי לוי');
    await outcome(dana, '2026-04-06', 900, 'קייטרינג לאירוע');
    for (const m of ['01', '02', '03', '04']) await outcome(dana, `2026-${m}-07`, 19.9, 'ספוטיפיי', 'פנאי');
    const created = await post(dana, '/api/recurring-payments', {
      recurringPaymentData: {
        name: 'סלקום',
        amount: 60,
        category: 'חשבונות',
        frequency: 'monthly',
        startDate: '2025-06-01',
      },
    });
    const id = (created.body.data as { recurringPayment: { id: string } }).recurringPayment.id;
    await t.db.collection('recurringPayments').updateOne(
      { id },
      {
        $set: {
          amountHistory: [
            { effectiveFrom: '2025-06', amountAgorot: 5000, changedAt: 'x' },
            { effectiveFrom: '2026-02', amountAgorot: 6000, reason: 'העלאת מחיר', changedAt: 'y' },
          ],
        },
      },
    );
    await post(dana, '/api/discounts', {
      discountData: {
        title: 'שובר קפה',
        business: 'ארומה',
        discountType: 'fixed',
        value: 20,
        expiresAt: '2026-04-15',
      },
    });
    await outcome(yossi, '2026-04-06', 5000, 'לא של דנה'); // someone else's never counts
  });

  it('forecasts, flags the unusual expense, the price rise, the unregistered subscription and the discount', async () => {
    const report = await pinned(dana).insights();
    expect(report).toMatchObject({ month: '2026-04', forecastState: 'running' });
    // Every kind of insight is in this month's reply, so the contract's every branch is held to it.
    expect(new Set(report.insights.map((i) => i.kind))).toEqual(
      new Set(['forecast', 'unusual', 'priceRise', 'possibleSubscription', 'expiringDiscount']),
    );
    const byKind = <Kind extends Insight['kind']>(kind: Kind) =>
      report.insights.filter((i): i is Extract<Insight, { kind: Kind }> => i.kind === kind);
    const [food] = byKind('forecast');
    // 10 of 30 days: (110 + 900) × 3 = 3030.
    expect(food).toMatchObject({
      category: 'מזון וסופר',
      spent: 1010,
      forecast: 3030,
      budget: 800,
      severity: 'danger',
    });
    expect(food!.records[0]!.description).toBe('קייטרינג לאירוע');
    expect(byKind('unusual')).toEqual([
      expect.objectContaining({
        record: expect.objectContaining({ description: 'קייטרינג לאירוע', amount: 900 }),
        usual: 102,
      }),
    ]);
    expect(byKind('priceRise')).toEqual([
      expect.objectContaining({
        name: 'סלקום',
        previousAmount: 50,
        amount: 60,
        since: '2026-02',
        reason: 'העלאת מחיר',
      }),
    ]);
    expect(byKind('possibleSubscription')).toEqual([
      expect.objectContaining({
        description: 'ספוטיפיי',
        months: ['2026-01', '2026-02', '2026-03', '2026-04'],
        suggestion: {
          name: 'ספוטיפיי',
          amount: 19.9,
          category: 'פנאי',
          frequency: 'monthly',
          startDate: '2026-01-07',
        },
      }),
    ]);
    expect(byKind('expiringDiscount')).toEqual([expect.objectContaining({ title: 'שובר קפה', daysLeft: 5 })]);
  });

  it('answers "how much did I spend on food last month" with the exact sum and the records', async () => {
    const answer = understood(await pinned(dana).ask('כמה הוצאתי על מזון בחודש שעבר?'));
    expect(answer).toMatchObject({ understood: true, total: marchFood / 100, count: 2, phrasedBy: 'local' });
    expect(answer.text).toContain(formatShekels(marchFood));
    expect(answer.records.map((r) => r.description)).toEqual(['רמי לוי', 'רמי לוי']);
  });

  it('answers the biggest expense, counts, recurring payments and business words', async () => {
    const ask = pinned(dana).ask;
    const biggest = await ask('מה ההוצאה הכי גדולה החודש?');
    expect(biggest.text).toContain('קייטרינג לאירוע');
    expect(biggest.text).toContain(formatShekels(90_000));
    expect(await ask('כמה פעמים קניתי ברמי לוי השנה?')).toMatchObject({ count: 7 });
    expect(await ask('כמה שילמתי על חשבונות החודש?')).toMatchObject({ total: 60, count: 1 });
    expect(await ask('כמה הוצאתי באשראי במרץ?')).toMatchObject({ count: 2 });
    expect((await ask('כמה הוצאתי על פיצה?')).text).toContain('לא מצאתי');
  });

  it('says when it does not understand and suggests examples', async () => {
    const answer = await pinned(dana).ask('ספר לי בדיחה');
    if (answer.understood) throw new Error(`understood as ${JSON.stringify(answer.query)}`);
    expect(answer.examples.length).toBeGreaterThan(2);
  });

  it("uses a provider's wording only when it keeps every number", async () => {
    const faithful: AnswerPhraser = { name: 'provider', phrase: async ({ draft }) => `בקיצור: ${draft}` };
    const inventive: AnswerPhraser = { name: 'provider', phrase: async () => 'הוצאת בערך 1,000 ₪' };
    const failing: AnswerPhraser = {
      name: 'provider',
      phrase: async () => Promise.reject(new Error('down')),
    };
    const q = 'כמה הוצאתי על מזון בחודש שעבר?';
    expect(await pinned(dana, faithful).ask(q)).toMatchObject({ phrasedBy: 'provider' });
    expect((await pinned(dana, faithful).ask(q)).text).toMatch(/^בקיצור/);
    for (const phraser of [inventive, failing]) {
      const answer = understood(await pinned(dana, phraser).ask(q));
      expect(answer.phrasedBy).toBe('local');
      expect(answer.text).toContain(formatShekels(marchFood));
    }
  });
});

describe('AI routes: refunds in answers', () => {
  beforeAll(async () => {
    await call(t, 'PATCH', `/api/users/${noa.user.id}/ai-subscription`, noa.auth, { enabled: true });
    await outcome(noa, '2026-04-02', 40, 'מאפייה');
    await outcome(noa, '2026-04-03', 250, 'נעליים', 'ביגוד');
    await outcome(noa, '2026-04-05', -150, 'זיכוי נעליים', 'ביגוד');
  });

  it("nets a refund in the month's total, and never answers it as the smallest expense", async () => {
    const ask = pinned(noa).ask;
    expect(await ask('כמה הוצאתי החודש?')).toMatchObject({ total: 140 });
    const smallest = understood(await ask('מה ההוצאה הכי קטנה החודש?'));
    expect(smallest.text).toContain('מאפייה');
    expect(smallest.records.map((r) => r.description)).not.toContain('זיכוי נעליים');
  });
});
