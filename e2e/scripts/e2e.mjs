// `npm run e2e -- <playwright options>` from the repository root: builds what changed (the suite's own server runs
// the built app), then runs the Playwright suite with the options given. With E2E_BASE_URL the suite runs against
// that deployment and nothing is built.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2e = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const run = (command, args, cwd) => spawnSync(command, args, { cwd, stdio: 'inherit' }).status ?? 1;

if (!process.env.E2E_BASE_URL) {
  const built = run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], path.dirname(e2e));
  if (built !== 0) process.exit(built);
}
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)], e2e));
