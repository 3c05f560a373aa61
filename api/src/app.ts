import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Db } from 'mongodb';
import { requireUser, type AuthVariables } from './middleware/require-user/index.js';
import { trackWrites } from './services/users/current-user/index.js';
import { devIdentityProvider } from './routes/dev-idp/index.js';
import { compressJson } from './infrastructure/compress-json/index.js';
import { ApiError, fail } from './infrastructure/envelope/index.js';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './infrastructure/db/unavailable.js';
import { storeAnswersPing } from './infrastructure/db/index.js';
import { storeDeadline, type StoreDeadlineOptions } from './middleware/store-deadline/index.js';
import type { Logger } from './infrastructure/logger/index.js';
import { openapiRoutes } from './routes/openapi/index.js';
import { announcementsRoutes } from './routes/announcements/index.js';
import { authRoutes } from './routes/auth/index.js';
import { clientErrorsRoutes } from './routes/client-errors/index.js';
import { contactRoutes } from './routes/contact/index.js';
import { healthRoutes } from './routes/health/index.js';
import { usersRoutes } from './routes/users/index.js';
import { userSettingsRoutes } from './routes/user-settings/index.js';
import { drainBody } from './middleware/body-drain/index.js';
import { signedInResources } from './routes/signed-in.js';
import { MAX_BACKUP_BYTES } from './routes/restore/index.js';
import type { Services } from './app-services.js';
import { apiCors, apiNoStore, securityHeaders } from './middleware/security-headers/index.js';
import { staticSite } from './infrastructure/static-site/index.js';
import { createReplyCache, type ReplyCacheOptions } from './middleware/reply-cache/index.js';
import { inlineScriptHashes } from './infrastructure/static-site/inline-scripts.js';
import { watchRemotesManifest } from './infrastructure/remotes-manifest/index.js';

export interface AppDeps {
  db: Db;
  logger: Logger;
  version: string;
  services: Services;
  /** Serve the built front end too; omitted in API-only tests. */
  site?: {
    /** The folder holding `shell/` and the `mfe-*` packages, each with its built `dist/`. */
    staticRoot: string;
    /** remotes.json: validated when read, served at `/remotes.json` and behind the page's CSP. */
    remotesFile: string;
  };
  rateLimitPerMinute?: number;
  /** Proxies of our own in front of the API: only then is X-Forwarded-For believed (default 0). */
  trustedProxies?: number;
  /** Contact-form messages per address per window (default 5 per 10 minutes). */
  contactLimit?: { limit: number; windowMs: number };
  /** Remote failure reports per address per window (default 20 per 10 minutes). */
  clientErrorLimit?: { limit: number; windowMs: number };
  production?: boolean;
  corsOrigins?: string[];
  /** Signed-in reads answered from kept replies (see reply-cache); `false` computes every reply. */
  replyCache?: ReplyCacheOptions | false;
  /** When a request waiting on a store that does not answer is given up with a 503 (see store-deadline). */
  storeDeadline?: Pick<StoreDeadlineOptions, 'patienceMs' | 'probeMs'>;
}

/** Request bodies are accepted up to 1 MB. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** How much of a refused body is read and discarded to keep its connection usable. */
const MAX_DRAINED_BYTES = 16 * MAX_BODY_BYTES;

/** The `/api` service: every reply is the envelope, including unknown routes and thrown errors. */
export function createApi(deps: AppDeps) {
  const { services } = deps;
  const api = new Hono<{ Variables: AuthVariables }>();
  api.use(
    '*',
    storeDeadline({
      ...deps.storeDeadline,
      // Only silence is waited out: a store that cannot write (a full disk) refuses writes at once, and one busy
      // with a large write still answers a ping.
      storeAnswers: (withinMs) => storeAnswersPing(deps.db, withinMs),
      onGiveUp: (path, ms) =>
        deps.logger.warn({ path, ms }, 'the store did not answer: gave up on the request'),
    }),
  );
  const limitTo = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: async (c) => {
        // Read the rest (up to a bound) so the connection can carry the next request; past the bound, say the
        // connection closes after this reply rather than leave a keep-alive client sending into a closing socket.
        if (!(await drainBody(c.req.raw, MAX_DRAINED_BYTES, 5_000))) c.header('Connection', 'close');
        return fail(c, 413, 'Request body too large');
      },
    });
  const limitBody = limitTo(MAX_BODY_BYTES);
  const limitBackup = limitTo(MAX_BACKUP_BYTES);
  // Only requests that may carry a body: bodyLimit reads `c.req.raw.body`, which makes @hono/node-server build a
  // full Fetch Request, the cost its light path exists to avoid.
  api.use('*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return (/^(\/api)?\/restore$/.test(c.req.path) ? limitBackup : limitBody)(c, next);
  });
  api.route('/health', healthRoutes(deps));
  api.route(
    '/auth',
    authRoutes({
      ...services,
      logger: deps.logger,
      rateLimitPerMinute: deps.rateLimitPerMinute,
      trustedProxies: deps.trustedProxies,
    }),
  );
  api.route('/announcements', announcementsRoutes(deps));
  api.route(
    '/contact',
    contactRoutes({ db: deps.db, limit: deps.contactLimit, trustedProxies: deps.trustedProxies }),
  );
  api.route(
    '/client-errors',
    clientErrorsRoutes({
      db: deps.db,
      logger: deps.logger,
      limit: deps.clientErrorLimit,
      trustedProxies: deps.trustedProxies,
    }),
  );
  // Read on first request, by then with every route below mounted.
  api.route('/', openapiRoutes(api, deps.version));

  const signedIn = [
    requireUser(services.accessTokens, services.revocations),
    trackWrites(services.currentUsers),
  ] as const;
  // Registered on the parameterised paths too, so the middleware can see `:userId` and refuse another user's.
  for (const path of ['/users', '/users/*', '/users/:userId', '/users/:userId/*']) api.use(path, ...signedIn);
  api.route('/users', usersRoutes(services));
  api.route('/users', userSettingsRoutes({ users: services.users, db: deps.db }));

  const resources = signedInResources({
    db: deps.db,
    users: services.users,
    currentUsers: services.currentUsers,
    replies: deps.replyCache === false ? undefined : createReplyCache(deps.replyCache),
  });
  for (const resource of resources) {
    api.use(resource.path, ...signedIn);
    api.use(`${resource.path}/*`, ...signedIn);
    api.route(resource.path, resource.app);
  }

  api.notFound((c) => fail(c, 404, 'Not found'));
  api.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error.status, error.message, error.data);
    if (error instanceof HTTPException) return fail(c, error.status, error.message || 'Request failed');
    if (isDatabaseUnavailable(error)) {
      deps.logger.warn({ path: c.req.path, reason: (error as Error).message }, 'database unavailable');
      return fail(c, 503, UNAVAILABLE_MESSAGE);
    }
    deps.logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return fail(c, 500, 'Internal server error');
  });
  return api;
}

/** The whole server: `/api`, the development identity provider when on, and the built front end. */
export function createApp(deps: AppDeps) {
  const app = new Hono();
  const { site } = deps;
  const remotes = site && watchRemotesManifest(site.remotesFile, deps.logger);
  app.use(
    '*',
    securityHeaders({
      production: deps.production ?? false,
      remoteOrigins: async () => (remotes ? ((await remotes())?.origins ?? []) : []),
      inlineScripts: () => (site ? inlineScriptHashes(site.staticRoot) : Promise.resolve([])),
    }),
  );
  app.use('/api/*', apiNoStore());
  app.use('/api/*', apiCors(deps.corsOrigins ?? []));
  app.use('/api/*', compressJson());
  app.route('/api', createApi(deps));
  // A catch-all route, because a mounted app's `notFound` is not consulted and the static site's `GET *` would
  // otherwise answer unknown API paths with HTML.
  app.all('/api/*', (c) => fail(c, 404, 'Not found'));
  const { devIdp } = deps.services;
  if (devIdp) app.route('/dev-idp', devIdentityProvider({ db: deps.db, ...devIdp }));
  if (site && remotes) {
    const hideSourceMaps = deps.production ?? false;
    app.route('/', staticSite({ staticRoot: site.staticRoot, remotes, hideSourceMaps }));
  }
  app.notFound((c) => fail(c, 404, 'Not found'));
  app.onError((error, c) => {
    // Page paths are percent-decoded to find files; bad encoding (`/%ZZ`) is the caller's mistake, not ours.
    if (error instanceof URIError) {
      deps.logger.warn({ url: c.req.url }, 'malformed percent-encoding in the path');
      return fail(c, 400, 'Malformed URL', {
        errors: [{ path: 'url', message: 'The address contains malformed percent-encoding' }],
      });
    }
    deps.logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return fail(c, 500, 'Internal server error');
  });
  return app;
}
