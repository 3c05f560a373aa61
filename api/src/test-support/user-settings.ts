import { expect } from 'vitest';
import { signIn, type TestApp } from './app.js';
import { budgetsOf } from '../services/users/settings-repository.js';
import type { UserDoc } from '../services/users/repository.js';

export type Person = Awaited<ReturnType<typeof signIn>>;

export interface Reply {
  status: number;
  body: { isSuccess: boolean; message: string; data?: Record<string, unknown> & { errors?: unknown[] } };
}

/** `METHOD /api/users/{person}/{path}` as `who`; `path` segments are URL-encoded by the caller. */
export async function call(
  t: TestApp,
  method: string,
  url: string,
  who?: Person,
  body?: unknown,
): Promise<Reply> {
  const headers: Record<string, string> = { ...(who?.auth ?? {}) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.request(url, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Reply['body'] };
}

export const userUrl = (who: Person, path: string) => `/api/users/${who.user.id}/${path}`;

/** The stored user, without the bookkeeping that changes on every write. */
export async function stored(t: TestApp, who: Person): Promise<UserDoc> {
  const user = await t.db
    .collection<UserDoc>('users')
    .findOne({ id: who.user.id }, { projection: { _id: 0 } });
  return user!;
}

/** Budgets and categories[].budgetAmount are one fact. */
export function expectOneFact(user: Pick<UserDoc, 'budgets' | 'categories'>) {
  expect(user.budgets).toEqual(budgetsOf(user.categories));
}

/** Expects a 400 with field errors. */
export function expectValidationFailure(reply: Reply, what: unknown) {
  expect(reply.status, JSON.stringify(what)).toBe(400);
  expect(reply.body.message).toBe('Validation failed');
  expect(reply.body.data?.errors?.length, JSON.stringify(what)).toBeGreaterThan(0);
}
