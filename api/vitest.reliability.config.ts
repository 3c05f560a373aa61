import { defineConfig } from 'vitest/config';

/** `npm run test:reliability`: the built API and store as processes, killed and raced (src/reliability). */
export default defineConfig({
  test: {
    include: ['src/reliability/**/*.reliability.ts'],
    // About a minute and a half on an idle 2-core machine; a loaded one starts processes far slower.
    testTimeout: 900_000,
    hookTimeout: 60_000,
    // The phases share processes and add up one report, in order.
    sequence: { concurrent: false },
  },
});
