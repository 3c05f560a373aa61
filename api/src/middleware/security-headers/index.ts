import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export interface SecurityOptions {
  production: boolean;
  /** Where remotes deployed elsewhere live; the page may load scripts and manifests from them. */
  remoteOrigins: () => Promise<string[]>;
  /** Hash sources of the inline scripts the pages carry (the theme script in the signed-in pages' head). */
  inlineScripts: () => Promise<string[]>;
}

function contentSecurityPolicy(remotes: string[], inlineScripts: string[]) {
  const extra = remotes.length ? ` ${remotes.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${inlineScripts.map((hash) => ` ${hash}`).join('')}${extra}`,
    `connect-src 'self'${extra}`,
    // style-loader injects each remote's scoped CSS as <style> elements.
    `style-src 'self' 'unsafe-inline'${extra}`,
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The app uses no device feature; nothing it embeds may ask for one either. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'interest-cohort=()',
].join(', ');

/**
 * API replies carry personal data and tokens: no browser or proxy cache may keep one (a shared computer's back
 * button, a proxy between offices), whatever the route or the outcome.
 */
export function apiNoStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  };
}

/**
 * Headers on every response: the page's CSP, COOP that still lets the sign-in popup report back, nosniff, HSTS.
 * A 304 carries only the page's CSP (which follows remotes.json, not the page's bytes): the browser keeps the
 * other headers it stored with the 200, so repeating them would only make every revalidation cost more.
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if ((headers.get('content-type') ?? '').startsWith('text/html')) {
      const [remotes, inlineScripts] = await Promise.all([options.remoteOrigins(), options.inlineScripts()]);
      headers.set('Content-Security-Policy', contentSecurityPolicy(remotes, inlineScripts));
    }
    if (c.res.status === 304) return;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (options.production) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}

/**
 * CORS for `/api`: only the listed origins, with credentials off (tokens travel in the Authorization header).
 * Preflights are Hono's `cors`; on other requests the two headers are set here on the reply's own headers, because
 * `cors` appends `Vary` through `c.header()` once the reply is made, which rebuilds it as a full Fetch `Response`
 * with a body stream (the cost @hono/node-server's light path exists to avoid) on every API request.
 */
export function apiCors(origins: string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  const preflight = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const headers = c.res.headers;
    const origin = c.req.header('origin');
    if (origin && allowed.has(origin)) headers.set('Access-Control-Allow-Origin', origin);
    headers.append('Vary', 'Origin');
  };
}
