import { defineConfig } from 'vitest/config';

const soak = process.env.LUZ_SOAK === '1';

/**
 * Load and fault tests: real built servers (`npm run build` first) on PostgreSQL and on the
 * embedded database, raced, killed and restarted. Files run one after another (two cores); a
 * failure is never retried, because a race lost once is a bug. `LUZ_SOAK=1` runs the large sizes.
 */
export default defineConfig({
  test: {
    name: soak ? 'soak' : 'faults',
    include: ['faults/**/*.faults.ts'],
    globalSetup: ['./faults/support/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: soak ? 900_000 : 120_000,
    hookTimeout: soak ? 300_000 : 120_000,
  },
});
