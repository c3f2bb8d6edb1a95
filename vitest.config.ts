import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/*
 * Files that each take minutes (a SIGKILL loop, a server process started ten times, every route
 * fuzzed, property runs). On a fresh clone Vitest has no timings and starts large files first, so
 * these small files started last and ran alone at the end (the crash test started at 780 s of a
 * 1170 s server run). Started first, the other worker works through the rest meanwhile.
 */
const LONG_FILES = [
  /\/crash\.test\.ts$/,
  /\/server\.test\.ts$/,
  /\/route-fuzz\.test\.ts$/,
  /\.property\.test\.ts$/,
  /\/connection-flood\.test\.ts$/,
  /\/sources-failover\.test\.ts$/,
  /\/trading\.burst\.test\.ts$/,
  /\/batch-crash\.test\.ts$/,
];

/** Vitest's order (earlier timings, else size), with the long files first. */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => LONG_FILES.some((re) => re.test(file.moduleId));
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}

/** One Vitest run, five projects. Playwright specs (apps/web/e2e) are run by Playwright, not here. */
export default defineConfig({
  test: {
    // Vitest's default keeps a core for its main process, which mostly waits: one worker on a
    // 2-core machine. Two workers there take about a third less time for the same CPU.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: LongFilesFirst },
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
          setupFiles: ['apps/server/test/setup.ts'],
          // One module graph per worker, not per file: importing the app again for each file cost
          // about as much CPU as the tests themselves (24 files: 55 s of CPU instead of 124 s). Every
          // file still gets its own database and closes its apps (test/setup.ts).
          isolate: false,
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
