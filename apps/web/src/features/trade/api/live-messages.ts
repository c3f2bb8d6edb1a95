import type { QueryClient } from '@tanstack/react-query';
import type {
  OpenTradesData,
  Position,
  TradingSummary,
  WsAccountMessage,
  WsValuationMessage,
} from '@waihui/contracts';
import { i18n, loadNamespaces } from '@/lib/i18n/i18n';
import { LEDGER_KEY, TRADING_KEY } from '@/lib/query/keys';
import { showToast, type ToastIcon } from '@/lib/toast/toast';
import type { TradingLiveHandlers } from './live-client';
import { TRADING_SUMMARY_KEY } from '@/lib/account/trading-summary';
import { openTradesKey } from './trading';
import { formatMoney } from '@/lib/format/numbers';
import { displaySymbol, formatPrice } from '@/lib/format/prices';

/*
 * What the trading pages do with the live channel's messages: an `account` message makes every
 * trading and ledger read stale (a fill moves the balance) and, when something happened that the
 * user did not do just now (a TP, SL or stop-out close; a resting limit order filled), says so in
 * a toast; a `valuation` message patches the cached open trades and summary in place.
 */

/** Something the user should hear about without looking: it happened without their tap. */
export type LiveNotice =
  | { kind: 'takeProfit' | 'stopLoss' | 'stopOut'; symbol: string; price: string; pnl: string }
  | { kind: 'limitFilled'; symbol: string; price: string };

const CLOSE_NOTICES = {
  take_profit: 'takeProfit',
  stop_loss: 'stopLoss',
  stop_out: 'stopOut',
} as const;

/** "BTC/USD" for BTCUSD (base + quote currency), the symbol itself otherwise. */
function symbolOf(position: Position): string {
  const quote = position.quote_currency;
  const base = position.symbol.endsWith(quote) ? position.symbol.slice(0, -quote.length) : '';
  return displaySymbol({ symbol: position.symbol, base_currency: base, quote_currency: quote });
}

export function noticeOf(message: WsAccountMessage): LiveNotice | null {
  const position = message.position;
  if (position === null) return null;
  if (message.event === 'position_closed') {
    const cause = position.close_cause;
    if (cause === null || cause === 'user' || cause === 'limit') return null;
    return {
      kind: CLOSE_NOTICES[cause],
      symbol: symbolOf(position),
      price: position.close_price ?? '',
      pnl: position.realized_pnl ?? '0',
    };
  }
  if (message.event === 'position_opened') {
    const open = position.fills.find((fill) => fill.action === 'open');
    if (open?.cause !== 'limit') return null;
    return { kind: 'limitFilled', symbol: symbolOf(position), price: position.open_price };
  }
  return null;
}

/** Money with its sign: "+99.00", "-501.00" (formatMoney truncates as product.md §12.1 says). */
function signedMoney(value: string): string {
  const text = formatMoney(value);
  return text.startsWith('-') || /^[0.]+$/.test(text) ? text : `+${text}`;
}

const NOTICE_ICONS: Record<LiveNotice['kind'], ToastIcon> = {
  takeProfit: 'success',
  limitFilled: 'success',
  stopLoss: 'info',
  stopOut: 'fail',
};

/** The notice in the current language (namespace `positions`, loaded if the page did not). */
export async function noticeText(notice: LiveNotice): Promise<string> {
  await loadNamespaces(['positions']);
  const price = formatPrice(notice.price);
  if (notice.kind === 'limitFilled')
    return i18n.t('live.limitFilled', { ns: 'positions', symbol: notice.symbol, price });
  return i18n.t(`live.${notice.kind}`, {
    ns: 'positions',
    symbol: notice.symbol,
    price,
    pnl: signedMoney(notice.pnl),
  });
}

export async function announce(notice: LiveNotice): Promise<void> {
  showToast(await noticeText(notice), { icon: NOTICE_ICONS[notice.kind] });
}

/** The open trades with the valuation's summary and each listed position's live figures. */
export function patchOpenTrades(data: OpenTradesData, message: WsValuationMessage): OpenTradesData {
  const figures = new Map(message.positions.map((position) => [position.id, position]));
  return {
    ...data,
    summary: message.summary,
    positions: data.positions.map((position) => {
      const live = figures.get(position.id);
      return live === undefined ? position : { ...position, ...live };
    }),
  };
}

/** Every trading and ledger read is stale. */
function invalidateAll(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: TRADING_KEY });
  void queryClient.invalidateQueries({ queryKey: LEDGER_KEY });
}

/** The live client's handlers for one page visit. */
export function createLiveHandlers(
  queryClient: QueryClient,
  notify: (notice: LiveNotice) => void = (notice) => void announce(notice),
): TradingLiveHandlers {
  return {
    onAccount(message) {
      invalidateAll(queryClient);
      const notice = noticeOf(message);
      if (notice !== null) notify(notice);
    },
    onValuation(message) {
      // Only what is cached: an updater answering undefined leaves the query untouched.
      queryClient.setQueryData<OpenTradesData>(openTradesKey, (data) =>
        data === undefined ? undefined : patchOpenTrades(data, message),
      );
      queryClient.setQueryData<TradingSummary>(TRADING_SUMMARY_KEY, (data) =>
        data === undefined ? undefined : message.summary,
      );
    },
    onResubscribed: () => invalidateAll(queryClient),
    // The session ended: reading again meets the 401 and the app's usual "log in again".
    onUnauthenticated: () => invalidateAll(queryClient),
  };
}
