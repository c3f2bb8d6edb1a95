import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { HashRouter } from 'react-router';
import type { MarketItem, Ticker } from '@waihui/contracts';
import { initI18n, loadNamespaces } from '@/lib/i18n/i18n';
import { FLASH_MS } from '@/lib/quotes/flash';
import { MarketList } from './market-list';

function ticker(symbol: string, last: string, changePct: string, seq: number): Ticker {
  return {
    symbol,
    bid: last,
    ask: last,
    last,
    change: null,
    change_pct: changePct,
    high: last,
    low: last,
    open: last,
    prev_close: last,
    ts: seq,
    seq,
  };
}

function item(symbol: string, name: string, t: Ticker | null, followed = false): MarketItem {
  return {
    symbol,
    category: 'crypto',
    name,
    base_currency: symbol.slice(0, 3),
    quote_currency: 'USD',
    precision: 2,
    contract_size: '1',
    fee_rate: '0.0005',
    spread: '1.00',
    max_leverage: 100,
    trade_types: ['contract'],
    ticker: t,
    followed,
  };
}

const items = [
  item('BTCUSD', 'Bitcoin', ticker('BTCUSD', '95000.00', '0.76', 1)),
  item('ETHUSD', 'Ethereum', ticker('ETHUSD', '3300.00', '-1.06', 2), true),
  item('SOLUSD', 'Solana', null),
];

function renderList(tickers: Map<string, Ticker>, onFollow = vi.fn()) {
  const view = render(
    <HashRouter>
      <MarketList items={items} tickers={tickers} onFollow={onFollow} label="Crypto" />
    </HashRouter>,
  );
  return {
    onFollow,
    rerender: (next: Map<string, Ticker>) =>
      view.rerender(
        <HashRouter>
          <MarketList items={items} tickers={next} onFollow={onFollow} label="Crypto" />
        </HashRouter>,
      ),
  };
}

function rowOf(name: string) {
  const row = screen.getByRole('link', { name: new RegExp(name) }).closest('li');
  if (row === null) throw new Error(`no row for ${name}`);
  return row;
}

describe('market list', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['market']);
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each instrument with price, signed change and a link to its chart', () => {
    renderList(new Map());
    const btc = rowOf('BTC/USD');
    expect(within(btc).getByRole('link').getAttribute('href')).toBe(
      '#/pages/kLine/kLine?symbol=BTCUSD',
    );
    expect(btc.querySelector('.wh-market-row__price')?.textContent).toBe('95,000.00');
    expect(btc.querySelector('.wh-change-badge')?.textContent).toBe('+0.76%');
    expect(btc.querySelector('.wh-change-badge')?.className).toContain('wh-change-badge--rise');
    const eth = rowOf('ETH/USD');
    expect(eth.querySelector('.wh-change-badge')?.className).toContain('wh-change-badge--fall');
    expect(
      within(eth).getByRole('button', { name: 'Unfollow ETH/USD' }).getAttribute('aria-pressed'),
    ).toBe('true');
    const sol = rowOf('SOL/USD');
    expect(sol.querySelector('.wh-market-row__price')?.textContent).toBe('--');
    expect(sol.querySelector('.wh-change-badge')?.textContent).toBe('--');
  });

  it('flashes only the rows whose price changed, in the direction it moved, then clears', () => {
    const { rerender } = renderList(new Map());
    rerender(
      new Map([
        ['BTCUSD', ticker('BTCUSD', '95010.50', '0.77', 3)],
        ['ETHUSD', ticker('ETHUSD', '3299.00', '-1.09', 4)],
      ]),
    );
    const price = (name: string) => rowOf(name).querySelector('.wh-market-row__price');
    expect(price('BTC/USD')?.textContent).toBe('95,010.50');
    expect(price('BTC/USD')?.getAttribute('data-flash')).toBe('up');
    expect(price('ETH/USD')?.getAttribute('data-flash')).toBe('down');
    expect(price('SOL/USD')?.getAttribute('data-flash')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(FLASH_MS);
    });
    expect(price('BTC/USD')?.getAttribute('data-flash')).toBeNull();
    expect(price('ETH/USD')?.getAttribute('data-flash')).toBeNull();
  });

  it('greys a delayed or closed price with its badge; the change keeps its rise and fall colour', () => {
    renderList(
      new Map([
        [
          'BTCUSD',
          {
            ...ticker('BTCUSD', '95000.00', '0.76', 1),
            status: 'stale',
            status_reason: 'quote_too_old',
          },
        ],
        [
          'ETHUSD',
          {
            ...ticker('ETHUSD', '3300.00', '-1.06', 2),
            status: 'closed',
            status_reason: 'holiday',
          },
        ],
      ]),
    );
    const btc = rowOf('BTC/USD');
    const eth = rowOf('ETH/USD');
    expect(btc.querySelector('[data-price-status]')?.textContent).toBe('Delayed');
    expect(eth.querySelector('[data-price-status]')?.textContent).toBe('Closed');
    expect(btc.querySelector('.wh-market-row__price')?.className).toContain('wh-price--paused');
    expect(btc.querySelector('.wh-change-badge')?.className).toContain('wh-change-badge--rise');
    expect(eth.querySelector('.wh-change-badge')?.className).toContain('wh-change-badge--fall');
    const sol = rowOf('SOL/USD');
    expect(sol.querySelector('[data-price-status]')).toBeNull();
    expect(sol.querySelector('.wh-market-row__price')?.className).not.toContain('paused');
  });

  it('the star follows or unfollows without opening the chart', () => {
    const { onFollow } = renderList(new Map());
    fireEvent.click(screen.getByRole('button', { name: 'Follow BTC/USD' }));
    expect(onFollow).toHaveBeenCalledWith(items[0]);
    expect(window.location.hash).not.toContain('kLine');
  });
});
