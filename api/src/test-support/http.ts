import type { TestApp } from './app.js';

/** A JSON request through the whole app; returns status and parsed envelope. */
export async function call<T = Record<string, unknown>>(
  t: TestApp,
  method: string,
  path: string,
  auth: Record<string, string> | undefined,
  body?: unknown,
): Promise<{ status: number; body: { isSuccess: boolean; message: string; data: T } }> {
  const res = await t.app.request(path, {
    method,
    headers: { ...(auth ?? {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** The field paths of a 400's `data.errors`. */
export const errorPaths = (body: { data: unknown }) =>
  ((body.data as { errors?: { path: string }[] }).errors ?? []).map((e) => e.path).sort();
