import type { ApiRoute } from '@waihui/contracts';
import { feedback, openPosition, pendingOrder, type OwnedThing } from './owned-things';

/*
 * The authorisation matrix (issue 14): one entry per route that takes a token (auth 'user',
 * 'optional' or roles), keyed by operationId. authorization-matrix.test.ts sends every entry's route
 * without a token, with garbage, expired and logged-out tokens, with a user token on operator routes
 * and with another user's ids; a route of the table without an entry fails the test.
 *
 * An entry:
 *   input — a valid body (POST) or query (GET) for a logged-in caller; {} when the route takes none.
 *   owned — the fields that carry ids of things a user owns, each with the maker (owned-things.ts)
 *           that creates one for a given user. The test creates one for a victim and calls the
 *           route as another user with that id: the answer must equal the one for an id that never
 *           existed (a not-found that reveals nothing), and the victim's thing stays theirs.
 *
 *   closePosition: { input: {}, owned: { position_id: openPosition } },
 */
export interface MatrixEntry {
  input: Record<string, unknown>;
  owned?: Record<string, OwnedThing>;
}

export const AUTHORIZATION_MATRIX: Record<string, MatrixEntry> = {
  // identity
  sendSms: { input: { purpose: 'fund_password' } },
  sendEmail: { input: { purpose: 'fund_password' } },
  logout: { input: {} },
  amendPassword: {
    input: {
      old_password: 'not-the-password-1',
      password: 'new-pass-123',
      confirm_password: 'new-pass-123',
    },
  },
  userInfo: { input: {} },
  fundPassword: {
    input: { code: '123456', password: 'fund-pass-1', confirm_password: 'fund-pass-1' },
  },
  setLang: { input: { lang: 'de' } },
  // market
  currencyMatches: { input: { category: 'crypto' } },
  topMovers: { input: { category: 'crypto' } },
  marketIndex: { input: {} },
  follow: { input: { symbol: 'BTCUSD', follow: true } },
  watchlist: { input: {} },
  // ledger
  accountList: { input: {} },
  accountIncome: { input: {} },
  assetsTradeTop: { input: {} },
  moneyLog: { input: {} },
  transferOptions: { input: {} },
  transfer: { input: { from_account: 'coin', currency: 'USD', quantity: '1' } },
  // trading
  previewOrder: {
    input: { symbol: 'BTCUSD', side: 'long', type: 'market', lots: 1, leverage: 10 },
  },
  submitOrder: { input: { symbol: 'BTCUSD', side: 'long', type: 'market', lots: 1, leverage: 10 } },
  tradingSummary: { input: {} },
  openTrades: { input: {} },
  tradeHistory: { input: {} },
  closePosition: { input: {}, owned: { position_id: openPosition } },
  cancelOrder: { input: {}, owned: { order_id: pendingOrder } },
  setStops: { input: { take_profit: null, stop_loss: null }, owned: { position_id: openPosition } },
  // content
  feedbackSubmit: { input: { content: 'hello' } },
  feedbackList: { input: {} },
  feedbackDetail: { input: {}, owned: { id: feedback } },
};

/** Routes that take a token, by the table: what the matrix must cover. */
export function tokenRoutes(all: readonly ApiRoute[]): ApiRoute[] {
  return all.filter((route) => route.auth !== 'none');
}
