/**
 * Reads and discards the rest of a request body a route refused, so the client can finish sending it and then read
 * the refusal: closing a connection with unread data resets it, and a client still writing sees EPIPE instead of
 * the answer. True when the whole body was read within `maxBytes` and `maxMs`; false when the connection must be
 * closed after the reply instead (too large, too slow, or the body is already being read elsewhere).
 */
export async function drainBody(req: Request, maxBytes: number, maxMs: number): Promise<boolean> {
  const body = req.body;
  if (!body) return true;
  if (body.locked || Number(req.headers.get('content-length')) > maxBytes) return false;
  const reader = body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), maxMs);
  });
  let seen = 0;
  try {
    for (;;) {
      const chunk = await Promise.race([reader.read(), timedOut]);
      if (chunk === 'timeout') return false;
      if (chunk.done) return true;
      seen += chunk.value.byteLength;
      if (seen > maxBytes) return false;
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
