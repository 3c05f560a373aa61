import { defineConfig } from 'vitest/config';

// The ceiling every workspace uses: on a busy machine a test's CPU time stretches, which is not a hang.
export default defineConfig({ test: { testTimeout: 30_000 } });
