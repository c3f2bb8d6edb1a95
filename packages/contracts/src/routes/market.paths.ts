/*
 * Method and path of every HTTP endpoint of one module, and nothing else: no zod, so a screen that
 * must stay small (the home route, the shell) can call through these alone. The module's route
 * table (market.ts) adds auth, schemas and words to each entry; the key is the operationId. One file
 * per module, so a screen's chunk carries only the endpoints of the modules it calls.
 */

export const marketPaths = {
  currencyMatches: { method: 'GET', path: '/api/market/currency_matches' },
  topMovers: { method: 'GET', path: '/api/market/currency_matches/top' },
  deal: { method: 'GET', path: '/api/market/deal' },
  hotMap: { method: 'GET', path: '/api/market/ETF/hot_map' },
  marketIndex: { method: 'GET', path: '/api/market/index' },
  follow: { method: 'POST', path: '/api/market/follow' },
  watchlist: { method: 'GET', path: '/api/market/follow' },
  historyKline: { method: 'GET', path: '/api/default/history_kline2' },
} as const;

/** The WebSocket endpoint of live quotes (messages: ws.ts). */
export const WS_PATH = '/ws';

/** Its operator endpoints (/api/admin/…); routes/market.operator.ts adds auth and schemas. */
export const marketOperatorPaths = {
  adminInstrumentList: { method: 'GET', path: '/api/admin/settings/instruments' },
  adminInstrumentSave: { method: 'POST', path: '/api/admin/settings/instruments/save' },
} as const;
