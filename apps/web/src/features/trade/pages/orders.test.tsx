import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Position } from '@waihui/contracts';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { mockApi, type RecordedCall } from '@/test/api-mock';
import { setUpFormTests } from '@/test/form';
import { linkHref, renderInApp } from '@/test/render';
import {
  CLOSED_POSITION,
  NO_TRADES,
  OPEN_FILL,
  OPEN_TRADES,
  historyPage,
} from '@/test/trading-fixtures';
import OrdersPage, { targetOf } from './orders';

const PATH = '/pages/chicang/order';

function field(scope: HTMLElement, name: string): string | null | undefined {
  return scope.querySelector(`[data-field="${name}"]`)?.textContent;
}

/** Each figure `expected` names shows its text; undefined: the figure is not shown. */
function expectFields(scope: HTMLElement, expected: Record<string, string | undefined>): void {
  const shown = Object.fromEntries(Object.keys(expected).map((name) => [name, field(scope, name)]));
  expect(shown).toStrictEqual(expected);
}

/** The label of a figure (its `<dt>`). */
function labelOf(scope: HTMLElement, name: string): string | null | undefined {
  return scope.querySelector(`[data-field="${name}"]`)?.previousElementSibling?.textContent;
}

function renderOrders(query: string) {
  return renderInApp(<OrdersPage />, { path: `${PATH}${query}` });
}

describe('order page (/pages/chicang/order)', () => {
  setUpFormTests({ token: 'tok', namespaces: ['positions', 'identity', 'messages'] });

  it('reads position_id first, then order_id; anything else names nothing', () => {
    expect(targetOf(new URLSearchParams('position_id=7&order_id=3'))).toEqual({
      kind: 'position',
      id: 7,
    });
    expect(targetOf(new URLSearchParams('order_id=12'))).toEqual({ kind: 'order', id: 12 });
    expect(targetOf(new URLSearchParams('position_id=0'))).toBeNull();
    expect(targetOf(new URLSearchParams('position_id=7x'))).toBeNull();
    expect(targetOf(new URLSearchParams(''))).toBeNull();
  });

  it('names itself under an empty standard header and asks a visitor to log in', () => {
    useAppStore.setState(INITIAL_DATA);
    mockApi({});
    renderOrders('?position_id=7');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Orders');
    // Back to this very order after logging in.
    expect(linkHref('Log in')).toBe(
      '#/pages/login/login?redirect=%2Fpages%2Fchicang%2Forder%3Fposition_id%3D7',
    );
  });

  it('shows every product.md §3.5 field of an open position and the quote of its fill', async () => {
    const api = mockApi({ openTrades: { data: OPEN_TRADES } });
    renderOrders('?position_id=7');
    const detail = await screen.findByRole('article', { name: 'BTCUSD position #7' });
    expect(field(detail, 'status')).toBe('Open');
    expect(detail.querySelector('.wh-pos-side')?.textContent).toBe('Open long');
    expectFields(detail, {
      pnl: '+4.90',
      'profit-rate': '+8.17%',
      'order-type': 'Market',
      leverage: '10x',
      lots: '1',
      'available-lots': '1',
      'contract-amount': '0.01 BTC',
      notional: '600.10 USD',
      margin: '60.01',
      'net-value': '64.91',
      'open-price': '60,010',
      'current-price': '60,500',
      'open-fee': '0.3000',
      'close-fee': '--',
      'take-profit': 'Not set',
      'expected-take-profit': '--',
      'stop-out-price': '53,040.5',
      'open-time': '2026-11-22 01:02:03 UTC',
    });
    expect(labelOf(detail, 'pnl')).toBe('Floating P/L');

    const fill = screen.getByTestId('fill-31');
    expect(within(fill).getByRole('heading').textContent).toBe('Opening fill');
    expectFields(fill, {
      rule: 'A long opens at the ask: 60,010.',
      why: 'Market order: filled at once on the quote of that moment.',
      price: '60,010',
      cause: 'By you',
      bid: '60,000',
      ask: '60,010',
      'quoted-at': '2026-11-22 01:02:02 UTC',
      'quote-seq': '1201',
      fee: '0.3000',
      'filled-at': '2026-11-22 01:02:03 UTC',
      source: 'Source: simulated · raw 60,000 / 60,010 · markup 0 / 0',
    });
    expect(labelOf(fill, 'bid')).toBe('Bid');
    expect(labelOf(fill, 'ask')).toBe('Ask (used)');
    // A USD quote needs no conversion; a first fill after a restart would say so.
    expectFields(fill, {
      'usd-rate': undefined,
      'after-restart': undefined,
      'after-pause': undefined,
      'realized-pnl': undefined,
    });
    // Found among the open trades: the history was never asked.
    // (the header's book switch asks which book is in use: not a trading read)
    expect(
      api.calls.map((call) => call.path).filter((path) => path !== '/api/practice/status'),
    ).toEqual(['/api/lever/dealall/v2']);
    expect(within(detail).getByRole('button', { name: 'Close' })).toHaveProperty('disabled', false);
  });

  it('finds a closed position in the history, page by page, and explains its take-profit fill', async () => {
    const api = mockApi({
      openTrades: { data: OPEN_TRADES },
      tradeHistory: (call: RecordedCall) =>
        (call.body as { page: number }).page === 1
          ? { data: historyPage([{ ...CLOSED_POSITION, id: 8, fills: [] }], 1, true) }
          : { data: historyPage([CLOSED_POSITION], 2, false) },
    });
    renderOrders('?position_id=6');
    const detail = await screen.findByRole('article', { name: 'BTCUSD position #6' });
    expectFields(detail, {
      status: 'Closed',
      pnl: '+9.90',
      'profit-rate': '+16.50%',
      'available-lots': '0',
      'net-value': '69.91',
      'settlement-price': '61,000',
      'close-fee': '0.3050',
      'take-profit': '61,000',
      'expected-take-profit': '+9.90',
      'close-cause': 'Take-profit',
      'settlement-time': '2026-11-21 10:30:00 UTC',
      'current-price': undefined,
    });
    expect(labelOf(detail, 'pnl')).toBe('Realised P/L');
    expect(within(detail).queryByRole('button', { name: 'Close' })).toBeNull();

    const close = screen.getByTestId('fill-22');
    expect(within(close).getByRole('heading').textContent).toBe('Closing fill');
    expectFields(close, {
      rule: 'A long closes at the bid: 61,000.',
      why: "Take-profit: a long's fires once the bid rises to it or above.",
      'after-restart': 'Filled by the first quote after a restart',
      'after-pause': 'Filled at the first price after a pause',
      source: 'Source: binance · raw 61,000.35 / 61,009.6 · markup 0.35 / 0.4',
      bid: '61,000',
      ask: '61,010',
      'quoted-at': '2026-11-21 10:29:59 UTC',
      'quote-seq': '1500',
      fee: '0.3050',
      'realized-pnl': '+9.90',
      'house-cover': undefined,
    });
    expect(labelOf(close, 'bid')).toBe('Bid (used)');
    expect(labelOf(close, 'ask')).toBe('Ask');
    expect(
      api.calls.filter((call) => call.path === '/api/lever/my_trade').map((call) => call.body),
    ).toEqual([
      { page: 1, limit: 20 },
      { page: 2, limit: 20, before_id: 9 },
    ]);
  });

  it('shows the USD rate of a non-USD quote and the house cover of a stop-out', async () => {
    const stoppedOut: Position = {
      ...CLOSED_POSITION,
      id: 5,
      symbol: 'USDJPY',
      quote_currency: 'JPY',
      close_cause: 'stop_out',
      fills: [
        {
          ...OPEN_FILL,
          id: 61,
          position_id: 5,
          action: 'close',
          cause: 'stop_out',
          symbol: 'USDJPY',
          side: 'short',
          price: '151.262',
          bid: '151.25',
          ask: '151.262',
          usd_pair: 'USDJPY',
          usd_rate: '151.256',
          fee: '0.150006',
          realized_pnl: '-150.5',
          house_cover: '50.3',
        },
      ],
    };
    mockApi({
      openTrades: { data: NO_TRADES },
      tradeHistory: { data: historyPage([stoppedOut], 1, false) },
    });
    renderOrders('?position_id=5');
    const fill = await screen.findByTestId('fill-61');
    expectFields(fill, {
      rule: 'A short closes at the ask: 151.262.',
      why: 'Stop-out: the margin level was at or below the stop-out level, so pending orders were cancelled and the most unprofitable position closed first.',
      'usd-rate': 'USDJPY 151.256',
      'realized-pnl': '-150.50',
      'house-cover': '50.30',
      fee: '0.1500',
    });
    expect(labelOf(fill, 'ask')).toBe('Ask (used)');
  });

  it('shows a pending order: its limit, why it waits, what it reserves', async () => {
    mockApi({ openTrades: { data: OPEN_TRADES } });
    renderOrders('?order_id=12');
    const detail = await screen.findByRole('article', { name: 'ETHUSD order #12' });
    expectFields(detail, {
      status: 'Pending',
      rule: 'A sell limit fills once the bid rises to 3,100 or above, at the bid.',
      'order-type': 'Limit',
      leverage: '20x',
      lots: '2',
      'limit-price': '3,100',
      'reserved-margin': '3.10',
      'reserved-fee': '0.0310',
      'stop-loss': '3,200',
      'order-time': '2026-11-22 01:10:00 UTC',
    });
    expect(within(detail).getByRole('button', { name: 'Cancel order' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('shows the position an order opened once it has filled', async () => {
    mockApi({ openTrades: { data: OPEN_TRADES } });
    renderOrders('?order_id=41');
    expect(await screen.findByRole('article', { name: 'BTCUSD position #7' })).toBeTruthy();
  });

  it('says when a position is not found after the last history page', async () => {
    mockApi({
      openTrades: { data: OPEN_TRADES },
      tradeHistory: { data: historyPage([CLOSED_POSITION], 1, false) },
    });
    renderOrders('?position_id=99');
    expect(await screen.findByText('This position was not found.')).toBeTruthy();
    expect(linkHref('Go to history')).toBe('#/pages/chicang/chicang?tab=history');
  });

  it('without a subject lists pending orders, open and closed positions with links', async () => {
    mockApi({
      openTrades: { data: OPEN_TRADES },
      tradeHistory: { data: historyPage([CLOSED_POSITION], 1, false) },
    });
    renderOrders('');
    const order = await screen.findByTestId('record-order-12');
    expect(order.getAttribute('href')).toBe('#/pages/chicang/order?order_id=12');
    expect(order.textContent).toBe('ETHUSDOpen shortLots: 2, 20xPending2026-11-22 01:10:00 UTC');
    expect(screen.getByTestId('record-position-7').getAttribute('href')).toBe(
      '#/pages/chicang/order?position_id=7',
    );
    const closed = await screen.findByTestId('record-position-6');
    expect(closed.textContent).toBe(
      'BTCUSDOpen longLots: 1, 10xClosed: Take-profit2026-11-21 10:30:00 UTC',
    );
    expect(screen.getByTestId('list-footer').textContent).toBe('No further entries');
  });
});
