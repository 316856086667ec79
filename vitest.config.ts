import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactForReact } from './scripts/preact-for-react.ts';

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
        // The public memorial page's renderer, again with Preact in React's place, as the build ships it.
        extends: true,
        // lucide-react's "node" export is CommonJS, which would require React itself: its ES module instead.
        resolve: {
          alias: [
            ...preactForReact,
            {
              find: /^lucide-react$/,
              replacement: fileURLToPath(
                new URL('./node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url),
              ),
            },
          ],
        },
        test: {
          name: 'unit-preact',
          include: ['src/web/server-render.test.tsx'],
          // Libraries too (lucide-react, sonner, Radix, react-hook-form) must import Preact, as in the build.
          server: { deps: { inline: [/lucide-react/, /sonner/, /radix-ui/, /react-hook-form/] } },
        },
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
