import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type {
  OpenTradesData,
  Position,
  TradingSummary,
  WsAccountMessage,
  WsValuationMessage,
} from '@waihui/contracts';
import { i18n } from '@/lib/i18n/i18n';
import { LEDGER_KEY } from '@/lib/query/keys';
import { getToast, hideToast } from '@/lib/toast/toast';
import { FakeSocket } from '@/test/fake-socket';
import { setUpI18n } from '@/test/render';
import { OPEN_FILL, OPEN_POSITION } from '@/test/trading-fixtures';
import { createTradingLive, type TradingLiveClient } from './live-client';
import { announce, createLiveHandlers, noticeText, type LiveNotice } from './live-messages';
import { TRADING_SUMMARY_KEY } from '@/lib/account/trading-summary';
import { historyKey, openTradesKey } from './trading';

// ------------------------------------------------------------------ fixtures (BTCUSD, 10 lots 10x)

const SUBSCRIBE = { op: 'subscribe', channel: 'account', token: 'tok-1' };

function summary(overrides: Partial<TradingSummary> = {}): TradingSummary {
  return {
    currency: 'USD',
    balance: '996.9995',
    available: '396.8995',
    locked: '600.1',
    floating_pnl: '-1',
    equity: '995.9995',
    used_margin: '600.1',
    pending_reserved: '0',
    free_margin: '395.8995',
    margin_level: '165.97225462',
    margin_state: 'healthy',
    margin_call_level: '100',
    stop_out_level: '50',
    profile: 'standard',
    consent_required: false,
    ...overrides,
  };
}

/** OPEN_POSITION at 10 lots with a take-profit at 61000, valued at bid 60000: P/L −1, −0.17%. */
function position(overrides: Partial<Position> = {}): Position {
  return {
    ...OPEN_POSITION,
    lots: 10,
    margin: '600.1',
    open_fee: '3.0005',
    take_profit: '61000',
    opened_at: '2026-11-22T10:00:00.000Z',
    current_price: '60000',
    floating_pnl: '-1',
    profit_rate: '-0.17',
    fills: [
      {
        ...OPEN_FILL,
        id: 1,
        order_id: 3,
        lots: 10,
        quoted_at: '2026-11-22T10:00:00.000Z',
        quote_seq: 1,
        fee: '3.0005',
        created_at: '2026-11-22T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** The position closed by its TP at bid 61000: PnL (61000 − 60010) × 0.1 = 99, fee 3.05. */
function closedBy(
  cause: 'take_profit' | 'stop_loss' | 'stop_out' | 'user',
  price: string,
  pnl: string,
) {
  return position({
    status: 'closed',
    current_price: null,
    floating_pnl: null,
    estimated_stop_out_price: null,
    close_price: price,
    close_cause: cause,
    close_fee: '3.05',
    realized_pnl: pnl,
    closed_at: '2026-11-22T10:00:30.000Z',
  });
}

function accountMessage(event: WsAccountMessage['event'], pos: Position | null): WsAccountMessage {
  return { op: 'account', event, order: null, position: pos, summary: summary() };
}

const VALUATION: WsValuationMessage = {
  op: 'valuation',
  ts: 1_795_341_610_000,
  summary: summary({
    floating_pnl: '49',
    equity: '1045.9995',
    free_margin: '445.8995',
    margin_level: '174.3041993',
  }),
  positions: [
    {
      id: 7,
      current_price: '60500',
      floating_pnl: '49',
      profit_rate: '8.17',
      estimated_stop_out_price: '53040.5',
    },
  ],
};

// ------------------------------------------------------------------ setup

let sockets: FakeSocket[];
let queryClient: QueryClient;
let notices: LiveNotice[];
let live: TradingLiveClient;

function lastSocket(): FakeSocket {
  const socket = sockets[sockets.length - 1];
  if (socket === undefined) throw new Error('no socket opened');
  return socket;
}

/** A socket opened and subscribed. */
function subscribedSocket(): FakeSocket {
  const socket = lastSocket();
  socket.open();
  socket.receive({ op: 'hello', time: '2026-11-22T10:00:00.000Z' });
  socket.receive({ op: 'subscribed', channel: 'account' });
  return socket;
}

const OTHER = position({ id: 8, symbol: 'ETHUSD', open_price: '3001', current_price: '3000' });

function seedCache(): void {
  queryClient.setQueryData<OpenTradesData>(openTradesKey, {
    positions: [position(), OTHER],
    orders: [],
    summary: summary(),
  });
  queryClient.setQueryData(TRADING_SUMMARY_KEY, summary());
  queryClient.setQueryData(historyKey, { pages: [], pageParams: [] });
  queryClient.setQueryData([...LEDGER_KEY, 'balances'], { list: [] });
}

const invalidated = () =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => JSON.stringify(query.queryKey))
    .sort();

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  notices = [];
  queryClient = new QueryClient();
  live = createTradingLive({
    token: 'tok-1',
    openSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    random: () => 0.5, // no jitter
    ...createLiveHandlers(queryClient, (notice) => notices.push(notice)),
  });
});

afterEach(() => {
  live.dispose();
  queryClient.clear();
  vi.useRealTimers();
});

// ------------------------------------------------------------------ messages

describe('trading live: messages', () => {
  it('subscribes with the token once the socket is open', () => {
    expect(sockets).toHaveLength(1);
    expect(live.getStatus()).toBe('connecting');
    expect(lastSocket().sent).toEqual([]);
    lastSocket().open();
    expect(lastSocket().sent).toEqual([SUBSCRIBE]);
    lastSocket().receive({ op: 'subscribed', channel: 'account' });
    expect(live.getStatus()).toBe('live');
  });

  it('an account message makes every trading and ledger read stale; a TP close is announced', () => {
    seedCache();
    const socket = subscribedSocket();
    socket.receive(accountMessage('position_closed', closedBy('take_profit', '61000', '99')));
    expect(invalidated()).toEqual([
      '["ledger","balances"]',
      '["trading","history"]',
      '["trading","open"]',
      '["trading","summary"]',
    ]);
    expect(notices).toEqual([{ kind: 'takeProfit', symbol: 'BTC/USD', price: '61000', pnl: '99' }]);
  });

  it('announces SL and stop-out closes and a limit fill, not the user’s own actions', () => {
    const socket = subscribedSocket();
    socket.receive(accountMessage('position_closed', closedBy('stop_loss', '55000', '-501')));
    socket.receive(accountMessage('position_closed', closedBy('stop_out', '30000', '-3001')));
    socket.receive(accountMessage('position_closed', closedBy('user', '60500', '49')));
    socket.receive(accountMessage('position_opened', position())); // filled by the user's tap
    const limitFill = position();
    limitFill.fills = limitFill.fills.map((fill) => ({ ...fill, cause: 'limit' as const }));
    socket.receive(accountMessage('position_opened', { ...limitFill, open_price: '59500' }));
    socket.receive(accountMessage('order_placed', null));
    socket.receive(accountMessage('stops_changed', position()));
    expect(notices).toEqual([
      { kind: 'stopLoss', symbol: 'BTC/USD', price: '55000', pnl: '-501' },
      { kind: 'stopOut', symbol: 'BTC/USD', price: '30000', pnl: '-3001' },
      { kind: 'limitFilled', symbol: 'BTC/USD', price: '59500' },
    ]);
  });

  it('a valuation patches the cached open trades and summary, nothing else', () => {
    seedCache();
    const socket = subscribedSocket();
    socket.receive(VALUATION);
    expect(queryClient.getQueryData(openTradesKey)).toEqual({
      positions: [
        position({
          current_price: '60500',
          floating_pnl: '49',
          profit_rate: '8.17',
          estimated_stop_out_price: '53040.5',
        }),
        OTHER,
      ],
      orders: [],
      summary: VALUATION.summary,
    });
    expect(queryClient.getQueryData(TRADING_SUMMARY_KEY)).toEqual(VALUATION.summary);
    expect(invalidated()).toEqual([]);
  });

  it('a valuation does not create reads the page never made', () => {
    const socket = subscribedSocket();
    socket.receive(VALUATION);
    expect(queryClient.getQueryData(openTradesKey)).toBeUndefined();
    expect(queryClient.getQueryData(TRADING_SUMMARY_KEY)).toBeUndefined();
  });

  it('ignores frames that are not the contract’s messages', () => {
    seedCache();
    const socket = subscribedSocket();
    socket.receive('not json');
    socket.receive({ ...VALUATION, summary: { balance: 5 } });
    socket.receive({ op: 'account', event: 'position_closed', position: null });
    socket.receive({ op: 'pong', time: '2026-11-22T10:00:00.000Z' });
    expect(queryClient.getQueryData(TRADING_SUMMARY_KEY)).toEqual(summary());
    expect(invalidated()).toEqual([]);
    expect(notices).toEqual([]);
  });
});

// ------------------------------------------------------------------ connection

describe('trading live: connection', () => {
  it('reconnects after a drop with backoff 1 s, 2 s, 4 s; a resubscription refreshes the reads', () => {
    seedCache();
    subscribedSocket().drop();
    expect(live.getStatus()).toBe('reconnecting');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    lastSocket().drop(); // never opened
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    lastSocket().onerror?.({});
    vi.advanceTimersByTime(4000);
    expect(sockets).toHaveLength(4);
    expect(invalidated()).toEqual([]);

    const socket = subscribedSocket();
    expect(socket.sent).toEqual([SUBSCRIBE]);
    expect(live.getStatus()).toBe('live');
    expect(invalidated()).toEqual([
      '["ledger","balances"]',
      '["trading","history"]',
      '["trading","open"]',
      '["trading","summary"]',
    ]);
    // Subscribed again: the backoff starts over at 1 s.
    socket.drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(5);
  });

  it('resubscribe (a book switch) subscribes again on the open socket and refreshes the reads', () => {
    seedCache();
    const socket = subscribedSocket();
    live.resubscribe();
    expect(sockets).toHaveLength(1);
    expect(socket.sent).toEqual([SUBSCRIBE, SUBSCRIBE]);
    expect(invalidated()).toEqual([]);
    socket.receive({ op: 'subscribed', channel: 'account' });
    expect(live.getStatus()).toBe('live');
    expect(invalidated()).toEqual([
      '["ledger","balances"]',
      '["trading","history"]',
      '["trading","open"]',
      '["trading","summary"]',
    ]);
    // Stopped: nothing more is sent.
    live.dispose();
    live.resubscribe();
    expect(socket.sent).toEqual([SUBSCRIBE, SUBSCRIBE]);
  });

  it('stops for good on UNAUTHENTICATED, and refreshes the reads (which meet the 401)', () => {
    seedCache();
    const socket = lastSocket();
    socket.open();
    socket.receive({ op: 'error', reason: 'UNAUTHENTICATED' });
    expect(live.getStatus()).toBe('stopped');
    expect(socket.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(invalidated()).toHaveLength(4);
  });

  it('another server error reconnects after the backoff', () => {
    const socket = lastSocket();
    socket.open();
    socket.receive({ op: 'error', reason: 'INTERNAL' });
    expect([live.getStatus(), socket.closed]).toEqual(['reconnecting', true]);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });

  it('pings after a silent beat and reconnects after a second one', () => {
    const socket = subscribedSocket();
    vi.advanceTimersByTime(15_000); // heard the subscribed reply during this beat
    expect(socket.sent).toEqual([SUBSCRIBE]);
    vi.advanceTimersByTime(15_000);
    expect(socket.sent).toEqual([SUBSCRIBE, { op: 'ping' }]);
    vi.advanceTimersByTime(15_000);
    expect([live.getStatus(), socket.closed]).toEqual(['reconnecting', true]);
  });

  it('a socket that does not open within 10 s counts as a failed attempt', () => {
    vi.advanceTimersByTime(10_000);
    expect([live.getStatus(), lastSocket().closed]).toEqual(['reconnecting', true]);
  });

  it('reconnectNow skips the backoff; dispose closes and cancels everything', () => {
    subscribedSocket().drop();
    live.reconnectNow();
    expect(sockets).toHaveLength(2);
    live.dispose();
    expect([live.getStatus(), lastSocket().closed]).toEqual(['stopped', true]);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });
});

// ------------------------------------------------------------------ notices

describe('trading live: notices', () => {
  beforeEach(async () => {
    vi.useRealTimers();
    await setUpI18n(['positions']);
  });
  afterEach(async () => {
    hideToast();
    await i18n.changeLanguage('en');
  });

  it('say what closed, where and with what result, in the user’s language', async () => {
    const tp: LiveNotice = { kind: 'takeProfit', symbol: 'BTC/USD', price: '61000', pnl: '99' };
    const sl: LiveNotice = { kind: 'stopLoss', symbol: 'BTC/USD', price: '55000', pnl: '-501' };
    const out: LiveNotice = { kind: 'stopOut', symbol: 'BTC/USD', price: '30000', pnl: '-3001.5' };
    const limit: LiveNotice = { kind: 'limitFilled', symbol: 'BTC/USD', price: '59500' };
    expect(await Promise.all([tp, sl, out, limit].map(noticeText))).toEqual([
      'BTC/USD take-profit reached: closed at 61,000, P/L +99.00 USD',
      'BTC/USD stop-loss reached: closed at 55,000, P/L -501.00 USD',
      'BTC/USD closed by stop-out at 30,000, P/L -3,001.50 USD',
      'BTC/USD limit order filled at 59,500',
    ]);
    await i18n.changeLanguage('zh-CN');
    expect(await noticeText(tp)).toBe('BTC/USD 触发止盈，已按 61,000 平仓，盈亏 +99.00 USD');
  });

  it('show as a toast with an icon by kind', async () => {
    await announce({ kind: 'stopOut', symbol: 'BTC/USD', price: '30000', pnl: '-3001.5' });
    expect(getToast()).toMatchObject({
      kind: 'toast',
      text: 'BTC/USD closed by stop-out at 30,000, P/L -3,001.50 USD',
      icon: 'fail',
    });
  });
});
