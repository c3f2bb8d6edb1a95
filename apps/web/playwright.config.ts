import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Browser suite of the web shell: Debian's Chromium at a 390×844 phone viewport against the real
 * server serving the built app (build first: `npx vite build`). Reports go to .reports/e2e.json.
 */
const webRoot = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 18093);
const baseURL = `http://127.0.0.1:${port}`;

const inheritedEnv = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
);

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  outputDir: './.reports/e2e-results',
  workers: 1,
  retries: 0,
  forbidOnly: process.env.CI !== undefined,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'phone-chromium' }],
  webServer: {
    command: 'npx tsx e2e/serve.ts',
    cwd: webRoot,
    url: `${baseURL}/api/health`,
    env: {
      ...inheritedEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: path.join(webRoot, 'dist'),
      LOG_LEVEL: 'warn',
      // The identity journey reads codes and the captcha answer through /api/dev/* (never in production).
      EXPOSE_OUTBOX: 'true',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
