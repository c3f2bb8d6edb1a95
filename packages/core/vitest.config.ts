import { defineConfig } from 'vitest/config';

/** The core project: pure domain rules, no IO. The root config lists it; Stryker runs it alone. */
export default defineConfig({
  test: { name: 'core', include: ['src/**/*.test.ts'], environment: 'node' },
});
