import { defineConfig } from 'vitest/config';

/** Browser journeys through the built app: one Luz server, files one after another (two cores). */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/support/global-setup.ts'],
    fileParallelism: false,
    // A journey that fails is run once more, so one slow moment on a shared 2-core machine does not
    // fail the build; a real regression fails both runs.
    retry: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
