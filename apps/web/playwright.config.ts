import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium';
import { COMPANY } from './e2e/geo-gazetteer';
import { E2E_PORT, FIRST_HOUR_PORT, GEO_BASE_URL, GEO_PORT, TRADING_PORT } from './e2e/ports';
import {
  CODE_RESEND_SECONDS,
  DELIVERY_PAYOUT_RATE,
  DELIVERY_SECONDS,
  DEMO_DEPOSIT_CONFIRM_SECONDS,
} from './e2e/server-settings';

/**
 * Browser suite of the web shell: Debian's Chromium at a 390×844 phone viewport against the real
 * server serving the built app (build first: `npx vite build`). Reports go to .reports/e2e.json.
 */
const webRoot = path.dirname(fileURLToPath(import.meta.url));
const port = E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

const inheritedEnv = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
);

/** The company place of Contact Us on both servers (product.md §2.8). */
const COMPANY_PLACE = {
  COMPANY_NAME: COMPANY.name,
  COMPANY_ADDRESS: COMPANY.address,
  COMPANY_LATITUDE: COMPANY.latitude,
  COMPANY_LONGITUDE: COMPANY.longitude,
};

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
    // Times show the device's zone, named (docs/decisions.md): the suite's device is in UTC.
    timezoneId: 'UTC',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'phone-chromium' }],
  webServer: [
    // Seconds instead of 24 h (a new wallet's delay), 60 s (between two codes to one address) and
    // minutes (delivery periods): the journeys wait out each of them.
    server(port, {
      WITHDRAWAL_DESTINATION_DELAY_SECONDS: '3',
      CODE_RESEND_SECONDS: String(CODE_RESEND_SECONDS),
      DELIVERY_PERIODS: `${DELIVERY_SECONDS}:${DELIVERY_PAYOUT_RATE}`,
      // The company's address on Contact Us, with no map service: the location page's card.
      ...COMPANY_PLACE,
    }),
    server(TRADING_PORT, {
      MARKET_FEED: `replay:${path.join(webRoot, 'e2e/fixtures/trading-journey.jsonl')}`,
      MARKET_REPLAY_SPEED: '0',
      // The file's ticks keep their recorded times (days before the real clock): deal on them
      // anyway (config.ts refuses this in production).
      MARKET_STALENESS: 'false',
      // The location pages with map tiles and a place search, both the stand-in geo-server.ts.
      ...COMPANY_PLACE,
      MAP_TILE_URL: `${GEO_BASE_URL}/tiles/{z}/{x}/{y}.png`,
      MAP_TILE_ATTRIBUTION: 'Test tiles',
      GEOCODER_URL: GEO_BASE_URL,
    }),
    {
      command: 'npx tsx e2e/geo-server.ts',
      cwd: webRoot,
      url: `${GEO_BASE_URL}/health`,
      env: { ...inheritedEnv, PORT: String(GEO_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    },
    // A new user's first hour (e2e/first-hour.spec.ts): demo deposits confirm by themselves.
    server(FIRST_HOUR_PORT, {
      CODE_RESEND_SECONDS: String(CODE_RESEND_SECONDS),
      DEMO_DEPOSIT_CONFIRM_SECONDS: String(DEMO_DEPOSIT_CONFIRM_SECONDS),
    }),
  ],
});

/** One real server on a throw-away embedded database (e2e/serve.ts), with extra settings. */
function server(serverPort: number, env: Record<string, string>) {
  const url = `http://127.0.0.1:${serverPort}`;
  return {
    command: 'npx tsx e2e/serve.ts',
    cwd: webRoot,
    url: `${url}/api/health`,
    env: {
      ...inheritedEnv,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      WEB_DIST: path.join(webRoot, 'dist'),
      LOG_LEVEL: 'warn',
      // The journeys read codes and the captcha answer through /api/dev/* (never in production);
      // the trading server's feed is stepped through /api/dev/feed/step.
      EXPOSE_OUTBOX: 'true',
      // Deposits are confirmed in the journeys by an operator (or the dev route), never by the
      // demo's own timer, which could beat a slow journey to it.
      DEMO_DEPOSIT_CONFIRM_SECONDS: '0',
      ...env,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}
