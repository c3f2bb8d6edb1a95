import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { watchBookSwitch } from '@/components/book-switch';
import { onBrowserReturn, openAppSocket } from '@/lib/socket/browser-socket';
import { createTradingLive } from './live-client';
import { createLiveHandlers } from './live-messages';

/**
 * The user's own trading, live over /ws (`account` channel, packages/contracts/src/trading.ts):
 * `account` messages invalidate the trading and ledger reads (and toast a TP, SL or stop-out close
 * and a resting limit order's fill), `valuation` messages patch the open trades and the summary in
 * the query cache. Every trading page calls it once; its own socket lives while the page is
 * mounted and a token exists (null token = nothing to follow). See live-client.ts for reconnects.
 * A switch of the session's book subscribes again on the same socket: the server then follows the
 * other book, and the reads are refreshed (docs/decisions.md, "Practice and live").
 */
export function useTradingLive(token: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (token === null) return;
    const live = createTradingLive({
      token,
      openSocket: openAppSocket,
      ...createLiveHandlers(queryClient),
    });
    // Back online or back in view: try at once instead of waiting out the backoff.
    const stopListening = onBrowserReturn(() => live.reconnectNow());
    const stopWatching = watchBookSwitch(queryClient, () => live.resubscribe());
    return () => {
      stopListening();
      stopWatching();
      live.dispose();
    };
  }, [token, queryClient]);
}
