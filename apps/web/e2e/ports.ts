/** Where the browser suite's servers listen (playwright.config.ts starts them all). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18093);
/** The trading journey's own server: a replay feed it steps by hand (e2e/fixtures/README.md). */
export const TRADING_PORT = E2E_PORT + 1;
export const TRADING_BASE_URL = `http://127.0.0.1:${TRADING_PORT}`;
/** The location pages' stand-in map services: a place search and a tile server (e2e/geo-server.ts). */
export const GEO_PORT = E2E_PORT + 2;
export const GEO_BASE_URL = `http://127.0.0.1:${GEO_PORT}`;
/** The first-hour journey's own server: demo deposits confirm by themselves within seconds there. */
export const FIRST_HOUR_PORT = E2E_PORT + 3;
export const FIRST_HOUR_BASE_URL = `http://127.0.0.1:${FIRST_HOUR_PORT}`;
