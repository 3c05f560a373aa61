import { randomUUID } from 'node:crypto';

export interface Reply {
  status: number;
  body: { isSuccess?: boolean; message?: string; data?: Record<string, unknown> };
}

/** Where requests go: read on every attempt, so a restarted API (a new port) is found by the retries. */
export type Target = () => number;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One answer as the client saw it: `decoded` false when the body could not be read as JSON as labelled. */
export interface Answer extends Reply {
  headers: Headers;
  ms: number;
  decoded: boolean;
}

/** One request; a network failure (the API killed mid-request) or no answer within 15 s is status 0. */
export async function request(
  port: number,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: {
        // As a browser asks: a reply labelled compressed must really be, or it cannot be read.
        'accept-encoding': 'br, gzip',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    let decoded = true;
    const parsed = (await res.json().catch(() => ((decoded = false), {}))) as Reply['body'];
    return {
      status: res.status,
      body: parsed,
      headers: res.headers,
      ms: performance.now() - started,
      decoded,
    };
  } catch {
    return { status: 0, body: {}, headers: new Headers(), ms: performance.now() - started, decoded: false };
  }
}

/**
 * What a careful client does: resend the same request (same record id, so a create is not doubled) while the
 * network fails or the server answers 5xx/429, until an answer or the deadline. `attempts` counts the sends;
 * `onAnswer` sees every answer, retried ones included.
 */
export async function withRetries(
  target: Target,
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
  onAnswer?: (answer: Answer) => void,
  // Generous: on a loaded machine an API restart alone has taken 20 s, and a request may span two of them.
  deadlineMs = 180_000,
): Promise<Reply & { attempts: number }> {
  const deadline = Date.now() + deadlineMs;
  for (let attempts = 1; ; attempts++) {
    const reply = await request(target(), method, path, token, body);
    onAnswer?.(reply);
    const retry = reply.status === 0 || reply.status === 429 || reply.status >= 500;
    if (!retry || Date.now() > deadline) return { ...reply, attempts };
    await pause(Math.min(50 * attempts, 400));
  }
}

/**
 * The outage reply every client may rely on: a 503 whose body is the JSON envelope (readable as labelled) and
 * which says `Retry-After`, within 2 s. Anything else (a 500, a hung request, a body labelled `br` that is not)
 * is a fault, returned as text.
 */
export function outageFault(answer: Answer): string | undefined {
  if (answer.status > 0 && answer.status < 500) return undefined;
  const problems = [
    answer.status !== 503 && `status ${answer.status}`,
    !answer.decoded && `undecodable body (Content-Encoding ${answer.headers.get('content-encoding')})`,
    answer.body.isSuccess !== false && 'not an envelope',
    !answer.headers.get('retry-after') && 'no Retry-After',
    answer.ms > 2000 && `${Math.round(answer.ms)} ms`,
  ].filter(Boolean);
  return problems.length ? problems.join(', ') : undefined;
}

/** Signs a fresh person in through the development provider, as the browser does; returns the access token. */
export async function signIn(target: Target, name: string): Promise<string> {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
  const idp = await withRetries(target, 'POST', '/dev-idp/id-token', undefined, { email, name });
  const idToken = (idp.body as unknown as { id_token: string }).id_token;
  const signedIn = await withRetries(target, 'POST', '/api/auth/google-signin', undefined, {
    googleToken: idToken,
  });
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${signedIn.body.message}`);
  return (signedIn.body.data as { tokens: { accessToken: string } }).tokens.accessToken;
}

export interface Outcome {
  id: string;
  description: string;
  amount: number;
  installments?: { planId: string; number: number; total: number };
}

/** Every outcome of the signed-in person (the unpaged listing). */
export async function listOutcomes(target: Target, token: string): Promise<Outcome[]> {
  const reply = await withRetries(target, 'GET', '/api/outcomes', token);
  if (reply.status !== 200) throw new Error(`listing failed: ${reply.status}`);
  return (reply.body.data as { outcomes: Outcome[] }).outcomes;
}

/**
 * What the suite was told and what it finds. A record is acknowledged once a create answered 2xx; a delete
 * acknowledged once it answered 200 (or 404 on a retry, meaning an earlier attempt did it).
 */
export class Ledger {
  readonly acknowledged = new Map<string, string>(); // id → description
  readonly deleted = new Set<string>();
  lost = 0;
  duplicated = 0;
  resurrected = 0;
  failures: string[] = [];
  /** Requests never answered before the deadline: their outcome is unknown, so they are left out and counted. */
  readonly uncertain = new Set<string>();

  /** Compares with what the store holds now: `found` is every outcome of the people the ledger covers. */
  check(found: Outcome[]): void {
    const seen = new Map<string, number>();
    const byDescription = new Map<string, number>();
    for (const outcome of found) {
      seen.set(outcome.id, (seen.get(outcome.id) ?? 0) + 1);
      if (!outcome.installments)
        byDescription.set(outcome.description, (byDescription.get(outcome.description) ?? 0) + 1);
    }
    for (const [id, description] of this.acknowledged) {
      if (this.deleted.has(id) || this.uncertain.has(id)) continue;
      if (!seen.has(id)) this.fail('lost', `${id} (${description})`);
    }
    for (const id of this.deleted) if (seen.has(id)) this.fail('resurrected', id);
    for (const [id, count] of seen) if (count > 1) this.fail('duplicated', `${id} ×${count}`);
    for (const [description, count] of byDescription)
      if (count > 1) this.fail('duplicated', `"${description}" ×${count}`);
  }

  fail(kind: 'lost' | 'duplicated' | 'resurrected', what: string): void {
    this[kind]++;
    if (this.failures.length < 20) this.failures.push(`${kind}: ${what}`);
  }
}
