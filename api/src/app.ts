import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Db } from 'mongodb';
import { ApiError, fail } from './envelope/index.js';
import type { Logger } from './logger/index.js';
import { healthRoutes } from './routes/health/index.js';
import { staticSite, type StaticSiteOptions } from './static-site/index.js';

export interface AppDeps {
  db: Db;
  logger: Logger;
  version: string;
  /** Serve the built front end too; omitted in API-only tests. */
  site?: StaticSiteOptions;
}

/** The `/api` service: every reply is the envelope, including unknown routes and thrown errors. */
export function createApi(deps: AppDeps) {
  const api = new Hono();
  api.route('/health', healthRoutes(deps));
  // A catch-all route, not `notFound`: the static site's `GET *` would otherwise answer unknown API paths.
  api.all('*', (c) => fail(c, 404, 'Not found'));
  api.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error.status, error.message, error.data);
    if (error instanceof HTTPException) return fail(c, error.status, error.message || 'Request failed');
    deps.logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return fail(c, 500, 'Internal server error');
  });
  return api;
}

/** The whole server: `/api` plus, when configured, the shell and the remotes. */
export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.route('/api', createApi(deps));
  if (deps.site) app.route('/', staticSite(deps.site));
  app.notFound((c) => fail(c, 404, 'Not found'));
  return app;
}
