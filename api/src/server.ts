import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { loadConfig } from './infrastructure/config/index.js';
import { assertRemotesManifestValid } from './infrastructure/remotes-manifest/index.js';
import { startEmbeddedStore } from './infrastructure/db/embedded.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

async function main() {
  const config = loadConfig();
  // Before anything slow starts: a broken remotes.json is a deploy mistake to fix, not a site to serve.
  assertRemotesManifestValid(config.REMOTES_FILE);
  // The embedded store (its own thread, its data directory's lock) starts before the rest of the server loads:
  // both take a good part of a start, and a process that cannot have the directory exits without loading the rest.
  const embedded = config.MONGODB_URI ? undefined : startEmbeddedStore(config.DATA_DIR);
  embedded?.catch(exitWith); // a refusal (the directory in use) ends the start at once, mid-loading
  const [{ openDatabase }, { createLogger }] = await Promise.all([
    import('./infrastructure/db/index.js'),
    import('./infrastructure/logger/index.js'),
  ]);
  const logger = createLogger(config.LOG_LEVEL);
  const [database, { createApp }, { createServices }, { seedAnnouncements }] = await Promise.all([
    openDatabase({
      uri: config.MONGODB_URI,
      dbName: config.MONGODB_DB,
      dataDir: config.DATA_DIR,
      logger,
      embedded,
    }),
    import('./app.js'),
    import('./app-services.js'),
    import('./routes/announcements/index.js'),
  ]);
  await seedAnnouncements(database.db);
  let app: ReturnType<typeof createApp> | undefined = undefined;
  const services = await createServices(
    {
      db: database.db,
      dataDir: config.DATA_DIR,
      publicUrl: config.PUBLIC_URL,
      googleClientId: config.GOOGLE_CLIENT_ID,
      jwtSecret: config.JWT_SECRET,
      devIdentityProvider: config.devIdentityProvider,
    },
    // The development provider's JWKS is served by this very app: fetch it in process, not over the network.
    () => async (url, init) => app!.request(String(url), init as RequestInit),
  );
  const finished = await services.users.finishPendingDeletions();
  const given = await services.users.addIncomeCategories();
  if (given) logger.info({ accounts: given }, 'gave income categories to accounts from before them');
  if (finished) logger.info({ accounts: finished }, 'finished account deletions cut short');
  app = createApp({
    db: database.db,
    logger,
    version,
    services,
    production: config.NODE_ENV === 'production',
    corsOrigins: config.CORS_ORIGINS,
    trustedProxies: config.TRUSTED_PROXIES,
    site: { staticRoot: config.STATIC_ROOT, remotesFile: config.REMOTES_FILE },
  });
  const server = serve(
    { fetch: app.fetch, port: config.PORT, hostname: config.HOST },
    (info: AddressInfo) => {
      logger.info(
        { port: info.port, embeddedMongo: database.embedded },
        `Kaspit is listening on http://localhost:${info.port}`,
      );
    },
  );

  // Clients keep idle connections to send the next request on (browsers, HTTP client pools, a proxy in front).
  // Node closes one after 5 s idle, and a request sent on it at that instant is reset (ECONNRESET); outlasting
  // the minute proxies and pools commonly keep one makes the server the side that waits longest.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // close() stops accepting and calls back once in-flight requests have finished.
    server.close(async (error) => {
      if (error) logger.error({ err: error }, 'server close failed');
      await database.close();
      logger.info('stopped');
      process.exit(error ? 1 : 0);
    });
    setTimeout(() => {
      logger.error('in-flight requests did not finish within 10 s; exiting');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

function exitWith(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

main().catch(exitWith);
