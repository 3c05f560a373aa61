import { rmSync } from 'node:fs';

/** Removes what the run's tests built in its folder (see E2E_RUN_DIR in playwright.config.ts). */
export default function globalTeardown(): void {
  const runDir = process.env.E2E_RUN_DIR;
  if (runDir) rmSync(runDir, { recursive: true, force: true });
}
