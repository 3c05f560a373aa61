import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withSignedInApp, type Person, type TestApp } from '../test-support/app.js';
import {
  bodyFor,
  claimQuery,
  operation,
  RESOURCES,
  SETTINGS,
  type Operation,
  type Resource,
} from '../test-support/cross-user.js';
import { call } from '../test-support/http.js';

let t: TestApp;
let a: Person;
let b: Person;
withSignedInApp(['alice', 'bob'], (app, people) => ([t, [a, b]] = [app, people as [Person, Person]]));

/** In every text of B's; any reply to A that contains it has leaked B's data. */
const MARKER = 'סודי7f3a';
const COLLECTIONS: Record<Resource, string> = {
  outcomes: 'outcomes',
  incomes: 'incomes',
  discounts: 'discounts',
  'recurring-payments': 'recurringPayments',
  transfers: 'transfers',
};
const bIds = {} as Record<Resource, string>;

/** B's records, settings and user document exactly as stored. */
async function snapshotOfB() {
  const records = await Promise.all(
    RESOURCES.map((r) =>
      t.db
        .collection(COLLECTIONS[r])
        .find({ userId: b.user.id }, { projection: { _id: 0 } })
        .sort({ id: 1 })
        .toArray(),
    ),
  );
  const user = await t.db.collection('users').findOne({ id: b.user.id }, { projection: { _id: 0 } });
  return { records, user };
}

async function seedB() {
  const as = (path: string, body: unknown) =>
    call(t, 'PATCH', `/api/users/${b.user.id}/${path}`, b.auth, body);
  expect((await as('categories', { categoryName: `קטגוריה ${MARKER}`, budgetAmount: 900 })).status).toBe(200);
  expect((await as('payments-methods', { paymentMethodName: `כרטיס ${MARKER}` })).status).toBe(200);
  const bodies: Record<Resource, unknown> = {
    outcomes: {
      outcomeData: {
        date: '2026-11-03',
        amount: 777.77,
        category: `קטגוריה ${MARKER}`,
        paymentMethod: `כרטיס ${MARKER}`,
        description: `הוצאה ${MARKER}`,
      },
    },
    incomes: { incomeData: { date: '2026-11-01', amount: 9999, source: `מקור ${MARKER}` } },
    discounts: { discountData: { title: `הנחה ${MARKER}`, discountType: 'percent', value: 15 } },
    transfers: {
      transferData: {
        date: '2026-11-02',
        amount: 555.55,
        from: `בנק ${MARKER}`,
        to: `כרטיס ${MARKER}`,
        description: `חיוב ${MARKER}`,
      },
    },
    'recurring-payments': {
      recurringPaymentData: {
        name: `מנוי ${MARKER}`,
        amount: 49.9,
        category: `קטגוריה ${MARKER}`,
        frequency: 'monthly',
        startDate: '2026-01-01',
      },
    },
  };
  for (const resource of RESOURCES) {
    const created = await call<Record<string, { id: string }[]>>(
      t,
      'POST',
      `/api/${resource}`,
      b.auth,
      bodies[resource],
    );
    expect(created.status).toBe(201);
    bIds[resource] = Object.values(created.body.data).flat()[0]!.id;
  }
}

/** The request for `op` and the statuses allowed, given which of B's ids A has stored records under. */
function request(op: Operation, owned: Record<Resource, Set<string>>) {
  const resource: Resource =
    op.kind === 'recurring' ? 'recurring-payments' : op.kind === 'record' ? op.resource : 'outcomes';
  const query = 'claim' in op ? claimQuery(op.claim, a.user.id, b.user.id) : '';
  const qs = (extra = '') =>
    [query, extra]
      .filter(Boolean)
      .join('&')
      .replace(/^(?=.)/, '?');
  const claimed = 'claim' in op && op.claim !== 'none';
  const byId = (status: number[]) => (claimed ? [403] : owned[resource].has(bIds[resource]) ? status : [404]);
  const base = `/api/${resource}`;
  const id = bIds[resource];
  switch (op.kind) {
    case 'record':
      switch (op.action) {
        case 'list':
          return { method: 'GET', path: `${base}${qs()}`, allowed: claimed ? [403] : [200] };
        case 'create':
          return {
            method: 'POST',
            path: `${base}${qs()}`,
            body: bodyFor(resource, op.amount),
            allowed: claimed ? [403] : [201],
          };
        case 'create-with-b-id':
          // A reusing B's id stores A's own record (ids are unique per user) or conflicts with A's earlier one.
          return {
            method: 'POST',
            path: `${base}${qs()}`,
            body: bodyFor(resource, op.amount, id),
            allowed: claimed ? [403] : [200, 201, 409],
          };
        case 'put':
          return {
            method: 'PUT',
            path: `${base}/${id}${qs()}`,
            body: bodyFor(resource, op.amount),
            allowed: byId([200]),
          };
        case 'delete':
          return { method: 'DELETE', path: `${base}/${id}${qs()}`, allowed: byId([200]) };
      }
      break;
    case 'recurring': {
      const body = {
        amount: { newAmount: op.amount, scope: 'future' },
        status: { isActive: false },
        stop: { isActive: false },
      }[op.action];
      const suffix = op.action === 'stop' ? '' : `/${op.action}`;
      return { method: 'PATCH', path: `${base}/${id}${suffix}${qs()}`, body, allowed: byId([200, 400]) };
    }
    case 'statistics':
      return {
        method: 'GET',
        path: `/api/statistics${qs(`month=${op.month}`)}`,
        allowed: claimed ? [403] : [200],
      };
    case 'search':
      return {
        method: 'GET',
        path: `/api/search${qs(op.q ? `q=${encodeURIComponent(op.q)}` : '')}`,
        allowed: claimed ? [403] : [200],
      };
    case 'user': {
      const userPath = (suffix = '') =>
        op.viaQuery
          ? `/api/users/${a.user.id}${suffix}?userId=${b.user.id}`
          : `/api/users/${b.user.id}${suffix}`;
      const requests = {
        get: { method: 'GET', path: userPath() },
        profile: { method: 'PATCH', path: userPath('/profile'), body: { displayName: 'נפרץ' } },
        delete: { method: 'DELETE', path: userPath() },
        post: {
          method: 'POST',
          path: `/api/users?userId=${b.user.id}`,
          body: { userData: { displayName: 'נפרץ' } },
        },
      };
      return { ...requests[op.action], allowed: [403] };
    }
    case 'settings': {
      const [method, path, body] = SETTINGS[op.route]!;
      const target = op.viaQuery
        ? `/api/users/${a.user.id}/${path}${path.includes('?') ? '&' : '?'}userId=${b.user.id}`
        : `/api/users/${b.user.id}/${path}`;
      return { method, path: target, body, allowed: [403] };
    }
  }
}

describe('one user can never read or change another user’s data', () => {
  it('answers 403 or 404 to A for every route aimed at B, never leaks B’s data, and leaves B unchanged', async () => {
    await seedB();
    const before = await snapshotOfB();
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const r of RESOURCES) await t.db.collection(COLLECTIONS[r]).deleteMany({ userId: a.user.id });
        const owned = Object.fromEntries(RESOURCES.map((r) => [r, new Set<string>()])) as Record<
          Resource,
          Set<string>
        >;
        for (const op of ops) {
          const { method, path, body, allowed } = request(op, owned);
          const res = await t.app.request(path, {
            method,
            headers: { ...a.auth, ...(body ? { 'content-type': 'application/json' } : {}) },
            ...(body ? { body: JSON.stringify(body) } : {}),
          });
          const text = await res.text();
          expect(allowed, `${method} ${path} → ${res.status} ${text.slice(0, 200)}`).toContain(res.status);
          expect(text, `${method} ${path}`).not.toContain(MARKER);
          if (op.kind === 'record' && op.action === 'create-with-b-id' && res.status === 201)
            owned[op.resource].add(bIds[op.resource]);
          if (op.kind === 'record' && op.action === 'delete' && res.status === 200)
            owned[op.resource].delete(bIds[op.resource]);
        }
        expect(await snapshotOfB()).toEqual(before);
      }),
      // Each run is up to a dozen requests through the whole app; 25 runs stay within a few seconds in CI.
      { numRuns: 25, interruptAfterTimeLimit: 60_000 },
    );
  });
});
