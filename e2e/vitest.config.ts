import { defineConfig } from 'vitest/config';

// Vitest runs the checks of the e2e tooling itself; the browser tests are Playwright's (tests/).
export default defineConfig({ test: { include: ['evidence/**/*.test.ts'] } });
