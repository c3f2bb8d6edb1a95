import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One Vitest run, five projects. Playwright specs (apps/web/e2e) are run by Playwright, not here. */
export default defineConfig({
  test: {
    // Vitest's default keeps a core for its main process, which mostly waits: one worker on a
    // 2-core machine. Two workers there take about a third less time for the same CPU.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/core/vitest.config.ts',
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The lint fence's rule tests (eslint.config.js, planted imports).
        test: {
          name: 'lint',
          include: ['scripts/lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
