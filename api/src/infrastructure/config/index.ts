import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  // Loopback unless asked: with the development identity provider on, whoever reaches the port can sign in as anyone.
  HOST: z.string().min(1).default('127.0.0.1'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// or mongodb+srv:// URI')
    .optional(),
  MONGODB_DB: z.string().min(1).default('kaspit'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  STATIC_ROOT: z.string().min(1).default(repoRoot),
  REMOTES_FILE: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /** The origin users reach the app at; names the development provider's issuer. */
  PUBLIC_URL: z.url().optional(),
  /** Signs access tokens; generated once into DATA_DIR when absent. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Comma-separated origins allowed to call the API from other sites (CORS). */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /** How many proxies of our own stand in front of the API; X-Forwarded-For is believed only when above 0. */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof schema> & {
  REMOTES_FILE: string;
  PUBLIC_URL: string;
  /** The development identity provider exists only outside production and without a Google client id. */
  devIdentityProvider: boolean;
};

/** Reads and validates the environment; throws a readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && !config.GOOGLE_CLIENT_ID) {
    throw new Error(
      'Invalid configuration:\n  GOOGLE_CLIENT_ID: required in production (the development sign-in is off there)',
    );
  }
  return {
    ...config,
    DATA_DIR: path.resolve(config.DATA_DIR),
    STATIC_ROOT: path.resolve(config.STATIC_ROOT),
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    devIdentityProvider: config.NODE_ENV !== 'production' && !config.GOOGLE_CLIENT_ID,
    REMOTES_FILE: path.resolve(config.REMOTES_FILE ?? path.join(config.STATIC_ROOT, 'remotes.json')),
  };
}
