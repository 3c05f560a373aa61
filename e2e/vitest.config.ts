import { defineConfig } from 'vitest/config';

// Vitest runs the checks of the e2e tooling itself; the browser tests are Playwright's (tests/). The ceiling is the
// one every workspace uses: on a busy machine a test's CPU time stretches, which is not a hang.
export default defineConfig({ test: { include: ['evidence/**/*.test.ts'], testTimeout: 30_000 } });
