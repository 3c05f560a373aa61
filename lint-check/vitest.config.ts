import { defineConfig } from 'vitest/config';

// ESLint loads typescript-eslint and walks import graphs on first use, which takes a while on a busy machine.
export default defineConfig({ test: { testTimeout: 120_000 } });
