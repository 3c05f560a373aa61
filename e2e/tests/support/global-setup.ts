import type { FullConfig } from '@playwright/test';

/**
 * Against a deployment (E2E_BASE_URL): checks it answers, and tells the workers (through the environment, which
 * they inherit) whether it signs people in with the development identity provider. Without it — a production
 * deployment, which never runs that provider — the tests that sign in are left out with that reason.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const base = process.env.E2E_BASE_URL;
  if (!base) return;
  const health = await fetch(new URL('/api/health', base)).catch((error: Error) => error);
  if (health instanceof Error || !health.ok)
    throw new Error(
      `E2E_BASE_URL=${base} does not answer /api/health: ${health instanceof Error ? health.message : health.status}`,
    );
  const auth = (await (await fetch(new URL('/api/auth/config', base))).json()) as {
    data: { signIn: { provider: string } };
  };
  process.env.E2E_SIGN_IN = auth.data.signIn.provider;
  const workers = config.workers;
  console.log(
    `Running against ${base} with ${workers} worker(s); sign-in: ${auth.data.signIn.provider === 'development' ? 'the development identity provider' : `${auth.data.signIn.provider} only, so the tests that sign in are left out`}.`,
  );
}
