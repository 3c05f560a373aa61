import { describe, expect, it } from 'vitest';
import { signIn, withSignedInApp, type Person, type TestApp } from '../test-support/app.js';
import { call } from '../test-support/http.js';
import { USER_DATA_COLLECTIONS } from '../services/users/repository.js';

/**
 * Two requests a double click, a client retry or a second tab send at the same moment, fired together many
 * times: whatever order the store runs them in, nothing is duplicated, resurrected or answered with a 500.
 */
let t: TestApp;
let dana: Person;
withSignedInApp(['dana'], (app, people) => ([t, [dana]] = [app, people as [Person]]));

const ROUNDS = 20;

type Outcome = { id: string; amount: number; installments?: { planId: string; number: number } };
type Payment = { id: string };

const sofa = {
  date: '2026-03-09',
  amount: 600,
  category: 'שונות',
  description: 'ספה',
};

async function createOutcome(who: Person, data: object) {
  const res = await call<{ outcome: Outcome; outcomes: Outcome[] }>(t, 'POST', '/api/outcomes', who.auth, {
    outcomeData: data,
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

async function createPayment(who: Person) {
  const res = await call<{ recurringPayment: Payment }>(t, 'POST', '/api/recurring-payments', who.auth, {
    recurringPaymentData: {
      name: 'נטפליקס',
      amount: 54.9,
      category: 'מנויים',
      frequency: 'monthly',
      startDate: '2026-01-05',
    },
  });
  expect(res.status).toBe(201);
  return res.body.data.recurringPayment;
}

const stored = (collection: string, filter: object) => t.db.collection(collection).find(filter).toArray();

describe('races', () => {
  it('two identical PUTs growing an installment plan converge to one plan', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { outcome } = await createOutcome(dana, { ...sofa, installments: { total: 3 } });
      const body = { outcomeData: { ...sofa, installments: { total: 6 } } };
      const replies = await Promise.all(
        [0, 1].map(() => call(t, 'PUT', `/api/outcomes/${outcome.id}`, dana.auth, body)),
      );
      expect(replies.map((r) => r.status)).toEqual([200, 200]);
      const plan = await stored('outcomes', {
        userId: dana.user.id,
        'installments.planId': outcome.installments!.planId,
      });
      expect(plan.map((d) => d.installments.number).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      expect(plan.reduce((sum, d) => sum + d.amountAgorot, 0)).toBe(60_000);
      await call(t, 'DELETE', `/api/outcomes/${outcome.id}`, dana.auth);
    }
  });

  it('PUTs with different totals (6 and 4 installments) racing leave one whole plan: one total, summing to the expense', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { outcome } = await createOutcome(dana, { ...sofa, installments: { total: 3 } });
      const replies = await Promise.all(
        [6, 4].map((total) =>
          call(t, 'PUT', `/api/outcomes/${outcome.id}`, dana.auth, {
            outcomeData: { ...sofa, installments: { total } },
          }),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual([200, 200]);
      const plan = await stored('outcomes', {
        userId: dana.user.id,
        'installments.planId': { $exists: true },
      });
      const mine = plan.filter((o) => o.installments.planId === outcome.installments!.planId);
      const totals = new Set(mine.map((o) => o.installments.total as number));
      expect(totals.size).toBe(1);
      const [total] = totals;
      expect(mine.map((o) => o.installments.number as number).sort((a, b) => a - b)).toEqual(
        Array.from({ length: total! }, (_, i) => i + 1),
      );
      expect(mine.reduce((sum, o) => sum + (o.amountAgorot as number), 0)).toBe(60_000);
      await call(t, 'DELETE', `/api/outcomes/${outcome.id}`, dana.auth);
    }
  });

  it('two identical PUTs turning a single outcome into a plan converge to one plan', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { outcome } = await createOutcome(dana, sofa);
      const body = { outcomeData: { ...sofa, installments: { total: 4 } } };
      const replies = await Promise.all(
        [0, 1].map(() => call(t, 'PUT', `/api/outcomes/${outcome.id}`, dana.auth, body)),
      );
      expect(replies.map((r) => r.status)).toEqual([200, 200]);
      const first = await stored('outcomes', { userId: dana.user.id, id: outcome.id });
      const plan = await stored('outcomes', {
        userId: dana.user.id,
        'installments.planId': first[0]!.installments.planId,
      });
      expect(plan.map((d) => d.installments.number).sort()).toEqual([1, 2, 3, 4]);
      expect(await stored('outcomes', { userId: dana.user.id })).toHaveLength(4);
      await call(t, 'DELETE', `/api/outcomes/${outcome.id}`, dana.auth);
    }
  });

  it('a PUT racing a DELETE never brings the record back, and a replace of a missing record is 404', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { outcome } = await createOutcome(dana, sofa);
      const [put, del] = await Promise.all([
        call(t, 'PUT', `/api/outcomes/${outcome.id}`, dana.auth, { outcomeData: { ...sofa, amount: 1 } }),
        call(t, 'DELETE', `/api/outcomes/${outcome.id}`, dana.auth),
      ]);
      expect([200, 404]).toContain(put.status);
      expect(del.status).toBe(200);
      expect(await stored('outcomes', { userId: dana.user.id })).toEqual([]);
    }
  });

  it('a PUT growing a plan racing its DELETE leaves none of the plan behind', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { outcome } = await createOutcome(dana, { ...sofa, installments: { total: 2 } });
      const [put, del] = await Promise.all([
        call(t, 'PUT', `/api/outcomes/${outcome.id}`, dana.auth, {
          outcomeData: { ...sofa, installments: { total: 5 } },
        }),
        call(t, 'DELETE', `/api/outcomes/${outcome.id}`, dana.auth),
      ]);
      expect([200, 404]).toContain(put.status);
      expect(del.status).toBe(200);
      expect(await stored('outcomes', { userId: dana.user.id })).toEqual([]);
    }
  });

  it('PATCH of a recurring payment status or amount racing its DELETE answers 404, never 500', async () => {
    const statuses = new Set<number>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [path, body] of [
        ['status', { isActive: false }],
        ['amount', { newAmount: 60, scope: 'future' }],
        ['', { isActive: false }],
      ] as const) {
        const payment = await createPayment(dana);
        const [patch, del] = await Promise.all([
          call(t, 'PATCH', `/api/recurring-payments/${payment.id}${path ? `/${path}` : ''}`, dana.auth, body),
          call(t, 'DELETE', `/api/recurring-payments/${payment.id}`, dana.auth),
        ]);
        statuses.add(patch.status);
        expect([200, 404]).toContain(patch.status);
        expect(del.status).toBe(200);
        expect(await stored('recurringPayments', { userId: dana.user.id })).toEqual([]);
      }
    }
    expect(statuses.has(404)).toBe(true);
  });

  it('deleting the account while the same person keeps writing leaves nothing of theirs behind', async () => {
    for (let round = 0; round < 10; round += 1) {
      const person = await signIn(t, `writer.${round}.${Date.now()}@example.com`, 'כותב');
      let deleting = true;
      // Several writers, as a second tab and a retrying client would be.
      const writers = [0, 1, 2, 3].map(async () => {
        const replies: number[] = [];
        while (deleting) {
          const res = await call(t, 'POST', '/api/outcomes', person.auth, {
            outcomeData: { ...sofa, amount: 1 },
          });
          replies.push(res.status);
          // A real client's next request arrives as I/O. Without this, once the session is revoked the 401s
          // (a remembered token, the revocation list in memory) resolve without any I/O, so these loops would
          // keep the event loop from ever running the DELETE's database replies.
          await new Promise((resolve) => setImmediate(resolve));
        }
        return replies;
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
      const deleted = await call(t, 'DELETE', `/api/users/${person.user.id}`, person.auth);
      // Writes already on their way when the reply arrives still get their answer; wait for them.
      await new Promise((resolve) => setTimeout(resolve, 20));
      deleting = false;
      const replies = (await Promise.all(writers)).flat();
      expect(deleted.status).toBe(200);
      expect(replies).not.toContain(500);
      for (const name of USER_DATA_COLLECTIONS) {
        expect(await stored(name, { userId: person.user.id })).toEqual([]);
      }
      expect(await stored('users', { id: person.user.id })).toEqual([]);
    }
  });

  it('an account deletion cut short is finished at start-up, and by the next sign-in of that person', async () => {
    for (const finish of ['start-up', 'sign-in'] as const) {
      const email = `half.${finish}.${Date.now()}@example.com`;
      const person = await signIn(t, email, 'חצי');
      await createOutcome(person, sofa);
      // What a crash right after the first step of a deletion leaves: the mark, and all the data.
      await t.db.collection('users').updateOne({ id: person.user.id }, { $set: { deletedAt: new Date() } });
      const refused = await call(t, 'POST', '/api/outcomes', person.auth, { outcomeData: sofa });
      expect(refused.status).toBe(404);
      if (finish === 'start-up')
        expect(await t.services.users.finishPendingDeletions()).toBeGreaterThanOrEqual(1);
      else {
        const again = await signIn(t, email, 'חצי');
        expect(again.user.id).not.toBe(person.user.id);
      }
      expect(await stored('outcomes', { userId: person.user.id })).toEqual([]);
      expect(await stored('users', { id: person.user.id })).toEqual([]);
    }
  });
});
