import { defineConfig } from 'vitest/config';

// Property tests run hundreds of generated cases; on a busy machine that is CPU time, not a hang, so the ceiling is
// the one every workspace uses.
export default defineConfig({ test: { testTimeout: 30_000 } });
