import { defineConfig } from 'vitest/config';

/** `npm run test:reliability`: the built API and store as processes, killed and raced (src/reliability). */
export default defineConfig({
  test: {
    include: ['src/reliability/**/*.reliability.ts'],
    // 422 s of CPU in all (most of it the 200 lock tries' process starts): some 4–5 minutes on an idle 2-core
    // machine; a loaded one starts processes far slower (the API lock race took 508 s at a load average near 20).
    testTimeout: 900_000,
    hookTimeout: 60_000,
    // The phases share processes and add up one report, in order.
    sequence: { concurrent: false },
  },
});
