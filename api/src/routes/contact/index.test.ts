import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/app.js';
import { call, errorPaths } from '../../test-support/http.js';

let t: TestApp;
// A generous limit here; the limit itself is tested on an app of its own.
beforeAll(async () => (t = await startTestApp({ contactLimit: { limit: 1000, windowMs: 60_000 } })));
afterAll(() => t.stop());

const message = {
  name: '  דנה כהן ',
  email: 'dana@example.com',
  subject: 'שאלה על תשלומים',
  message: 'איך מוחקים עסקה בתשלומים?',
};
const stored = () => t.db.collection('contactMessages');

describe('POST /api/contact', () => {
  it('stores a message without a token, with the time and client address, and answers 201 with its id', async () => {
    const res = await call<{ contact: { id: string } }>(t, 'POST', '/api/contact', undefined, message);
    expect(res.status).toBe(201);
    const { id } = res.body.data.contact;
    const doc = await stored().findOne({ id }, { projection: { _id: 0 } });
    expect(doc).toEqual({
      id,
      name: 'דנה כהן',
      email: message.email,
      subject: message.subject,
      message: message.message,
      ip: expect.any(String),
      createdAt: expect.any(Date),
    });
  });

  it('refuses invalid, missing, oversized and unknown fields with 400 and stores nothing', async () => {
    const before = await stored().countDocuments();
    const cases: [unknown, string[]][] = [
      [{ ...message, email: 'not-an-email' }, ['email']],
      [{ ...message, name: '   ' }, ['name']],
      [{ ...message, name: 'א'.repeat(61) }, ['name']],
      [{ ...message, subject: 'x'.repeat(121) }, ['subject']],
      [{ ...message, message: 'x'.repeat(2001) }, ['message']],
      [{ name: 'x' }, ['email', 'message', 'subject']],
      [{ ...message, admin: true }, ['']],
      [{ ...message, email: { $ne: null } }, ['email']],
    ];
    for (const [body, paths] of cases) {
      const res = await call(t, 'POST', '/api/contact', undefined, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.isSuccess).toBe(false);
      expect(errorPaths(res.body)).toEqual(paths);
    }
    expect(await stored().countDocuments()).toBe(before);
  });
});

describe('the contact rate limit', () => {
  it('allows 5 messages per 10 minutes per address, then answers 429 with Retry-After', async () => {
    const limited = await startTestApp();
    try {
      const send = () =>
        limited.app.request('/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(message),
        });
      for (let i = 0; i < 5; i++) expect((await send()).status).toBe(201);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ isSuccess: false, message: 'Too many requests' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(await limited.db.collection('contactMessages').countDocuments()).toBe(5);
    } finally {
      await limited.stop();
    }
  });
});
