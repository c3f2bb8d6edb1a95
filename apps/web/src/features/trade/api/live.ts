/**
 * The user's own trading, live over /ws (`account` channel, packages/contracts/src/trading.ts):
 * `account` messages invalidate the trading and ledger reads, `valuation` messages patch the open
 * trades in the query cache. Every trading page calls it once; null token = nothing to follow.
 *
 * Not wired yet: the pages fall back to the reads after each action until the channel lands.
 */
export function useTradingLive(token: string | null): void {
  void token;
}
