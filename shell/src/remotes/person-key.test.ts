import { afterEach, describe, expect, it } from 'vitest';
import { session$ } from '@kaspit/shared-auth';
import { personKey } from './person-key.js';
import { testUser } from '@kaspit/shared-auth/testing';

afterEach(() => {
  session$.next({ initialized: true, user: null });
  localStorage.clear();
});

describe('personKey', () => {
  it("is the signed-in person's id, so a person gets the same build on every device", () => {
    session$.next({
      initialized: true,
      user: testUser({ id: 'u-42', email: 'e@x', displayName: 'x' }),
    });
    expect(personKey()).toBe('user:u-42');
  });

  it('is a random id this browser keeps, without a signed-in person', () => {
    const first = personKey();
    expect(first).toMatch(/^browser:[0-9a-f-]{36}$/);
    expect(personKey()).toBe(first);
    localStorage.clear();
    expect(personKey()).not.toBe(first);
  });
});
