import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const shared = {
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** Integration tests run on PGlite always, and again on the PostgreSQL server when TEST_DATABASE_URL is set. */
export default defineConfig({
  resolve: {
    alias: {
      '@': fromRoot('./src/web'),
      '@contract': fromRoot('./src/contract'),
    },
  },
  test: {
    globalSetup: ['./src/server/testing/global-setup.ts'],
    pool: 'forks',
    projects: [
      { extends: true as const, test: { ...shared, name: 'pglite', env: { LUZ_TEST_DB: 'embedded' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ extends: true as const, test: { ...shared, name: 'postgres', env: { LUZ_TEST_DB: 'server' } } }]
        : []),
    ],
  },
});
