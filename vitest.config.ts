import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves one of two cores idle; the API tests mostly wait on a database, so both help.
    maxWorkers: 2,
    // Sized for a cold start on a busy 2-core machine, where a 300-run property test needs about 6 s and
    // an API test several times its usual second; a hung test still fails, just later.
    testTimeout: 30_000,
    // A worker imports Harbor once and runs its test files in turn; each test still builds its own app
    // and database (decision 037).
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
