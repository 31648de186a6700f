import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const server = {
  include: ['src/server/**/*.test.ts'],
  globalSetup: ['./src/server/testing/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Every file builds its own app on its own database, so files can share the imported modules:
  // importing the server once per worker instead of once per file.
  isolate: false,
};

/**
 * Integration tests run on PGlite always, and again on the PostgreSQL server when TEST_DATABASE_URL
 * is set; unit tests of the web app, the contract and the import boundaries run once.
 */
export default defineConfig({
  plugins: [lingui()],
  resolve: {
    alias: {
      '@': fromRoot('./src/web'),
      '@contract': fromRoot('./src/contract'),
    },
  },
  test: {
    pool: 'forks',
    // Both cores: the default leaves one idle on a two-core machine, and the PostgreSQL project's
    // database work runs in another process anyway.
    maxWorkers: 2,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          include: ['src/web/**/*.test.{ts,tsx}', 'src/contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/web/**/*.route.test.tsx'],
        },
      },
      {
        extends: true as const,
        test: {
          name: 'web',
          include: ['src/web/**/*.route.test.tsx'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://luz.test/' } },
          setupFiles: ['./src/web/testing/route-test-setup.ts'],
          globalSetup: ['./src/server/testing/global-setup.ts'],
          // A failed query prints the start of the page, not all of it.
          env: { LUZ_TEST_DB: 'embedded', DEBUG_PRINT_LIMIT: '1500' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { extends: true as const, test: { ...server, name: 'pglite', env: { LUZ_TEST_DB: 'embedded' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ extends: true as const, test: { ...server, name: 'postgres', env: { LUZ_TEST_DB: 'server' } } }]
        : []),
    ],
  },
});
