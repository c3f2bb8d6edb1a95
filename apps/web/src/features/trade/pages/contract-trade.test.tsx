import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  CurrencyMatchesData,
  HistoryKlineData,
  MarketItem,
  Order,
  Position,
  PreviewData,
  SubmitOrderData,
  Ticker,
  TradingSummary,
} from '@waihui/contracts';
import { useAppStore } from '@/lib/store/store';
import { mockApi, type FakeRoutes, type RecordedCall } from '@/test/api-mock';
import { setUpFormTests } from '@/test/form';
import { EMPTY_SUMMARY } from '@/test/trading-fixtures';
import { currentPath, linkHref, renderInApp } from '@/test/render';
import { marketItem, tickerOf } from '@/test/ticker-fixtures';
import ContractTradePage from './contract-trade';

const PATH = '/pages/maihuobi/maihuobi';
const PREVIEW_PATH = '/api/lever/deal';
const SUBMIT_PATH = '/api/lever/submit';

function ticker(symbol: string, bid: string, ask: string): Ticker {
  return tickerOf(symbol, bid, ask, { change: '120.00', change_pct: '0.20', prev_close: bid });
}

/** An instrument traded as contracts, spot and delivery, with a spread of 10.00. */
function instrument(
  symbol: string,
  category: MarketItem['category'],
  change: Partial<MarketItem>,
): MarketItem {
  return marketItem(symbol, category, {
    spread: '10.00',
    trade_types: ['contract', 'spot', 'delivery'],
    ...change,
  });
}

/** BTCUSD as in docs/trading.md's worked example: 0.01 BTC a lot, bid 60,000.00 / ask 60,010.00. */
const BTC = instrument('BTCUSD', 'crypto', {
  name: 'Bitcoin',
  contract_size: '0.01',
  ticker: ticker('BTCUSD', '60000.00', '60010.00'),
});
const ETH = instrument('ETHUSD', 'crypto', {
  name: 'Ethereum',
  contract_size: '0.1',
  ticker: ticker('ETHUSD', '3000.00', '3000.50'),
});
const SOL = instrument('SOLUSD', 'crypto', {
  name: 'Solana',
  ticker: ticker('SOLUSD', '150.00', '150.04'),
});
const EURUSD = instrument('EURUSD', 'forex', {
  name: 'Euro / US Dollar',
  precision: 5,
  contract_size: '1000',
  max_leverage: 500,
  ticker: ticker('EURUSD', '1.16000', '1.16002'),
});
const MARKETS: CurrencyMatchesData = {
  categories: [
    { category: 'crypto', items: [SOL, ETH, BTC] },
    { category: 'forex', items: [EURUSD] },
  ],
};

/** The worked example's preview: market long, 1 lot, 10x, 100 USD in the contract account. */
const PREVIEW: PreviewData = {
  fills_now: true,
  fill_price_now: '60010.00',
  priced_at: '60010.00',
  bid: '60000.00',
  ask: '60010.00',
  notional_usd: '600.1',
  margin: '60.01',
  fee: '0.30005',
  required: '60.31005',
  spendable: '100',
  sufficient: true,
  free_margin_before: '100',
  free_margin_after: '39.68995',
  estimated_stop_out_price: '53040.50',
  max_lots: 5,
  max_leverage: 100,
};

const CANDLES: HistoryKlineData = {
  symbol: 'BTCUSD',
  interval: '15m',
  precision: 2,
  items: [
    {
      time: 1_700_000_000_000,
      open: '59900.00',
      high: '60100.00',
      low: '59800.00',
      close: '60050.00',
    },
    {
      time: 1_700_000_900_000,
      open: '60050.00',
      high: '60200.00',
      low: '59950.00',
      close: '60005.00',
    },
  ],
};

const ORDER: Order = {
  id: 41,
  symbol: 'BTCUSD',
  side: 'long',
  type: 'market',
  lots: 2,
  leverage: 20,
  limit_price: null,
  take_profit: '65000.00',
  stop_loss: '55000.00',
  reserved_margin: '0',
  reserved_fee: '0',
  status: 'filled',
  cancel_cause: null,
  position_id: 7,
  created_at: '2026-11-22T01:00:00.000Z',
  ended_at: '2026-11-22T01:00:00.000Z',
};

const POSITION: Position = {
  id: 7,
  symbol: 'BTCUSD',
  side: 'long',
  lots: 2,
  leverage: 20,
  contract_size: '0.01',
  quote_currency: 'USD',
  open_price: '60010.00',
  margin: '60.01',
  open_fee: '0.6001',
  take_profit: '65000.00',
  stop_loss: '55000.00',
  status: 'open',
  opened_at: '2026-11-22T01:00:00.000Z',
  current_price: '60000.00',
  floating_pnl: '-0.2',
  profit_rate: '-0.33',
  estimated_stop_out_price: '58285.25',
  close_price: null,
  close_cause: null,
  close_fee: null,
  realized_pnl: null,
  closed_at: null,
  fills: [],
};

const OPENED: SubmitOrderData = { order: ORDER, position: POSITION, replayed: false };

const RIGHT_ANSWERS = { leverage_loss: 'more_than_margin_possible', stop_out: 'positions_closed' };

/** The order the page previews: by default 1 lot of BTCUSD long at market, 10x; `change` sets the rest. */
function previewBody(change: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    symbol: 'BTCUSD',
    side: 'long',
    type: 'market',
    lots: 1,
    leverage: 10,
    limit_price: null,
    ...change,
  };
}

/** The order it submits: the previewed one with its TP and SL (none) and an idempotency key. */
function submitBody(change: Record<string, unknown> = {}): Record<string, unknown> {
  return previewBody({
    take_profit: null,
    stop_loss: null,
    idempotency_key: expect.any(String) as unknown,
    ...change,
  });
}

/** The preview and submit calls, in order. */
function tradingCalls(calls: readonly RecordedCall[], path: string): unknown[] {
  return calls.filter((call) => call.path === path).map((call) => call.body);
}

async function renderPage({
  path = PATH,
  summary = EMPTY_SUMMARY,
  preview = PREVIEW,
  routes = {},
}: {
  path?: string;
  summary?: TradingSummary;
  preview?: PreviewData;
  routes?: FakeRoutes;
} = {}) {
  const api = mockApi({
    currencyMatches: { data: MARKETS },
    tradingSummary: { data: summary },
    historyKline: { data: CANDLES },
    previewOrder: { data: preview },
    submitOrder: { data: OPENED },
    ...routes,
  });
  useAppStore.setState({ token: 'tok' });
  const view = renderInApp(<ContractTradePage />, { path });
  await screen.findByRole('form', { name: 'New order' });
  return { api, ...view };
}

/** The preview asks the server 300 ms after the last change: wait for its figures. */
async function previewShows(id: string, text: string): Promise<void> {
  await waitFor(() => expect(screen.getByTestId(`preview-${id}`).textContent).toBe(text), {
    timeout: 5_000,
  });
}

function submitButton(name: string): HTMLElement {
  return screen.getByRole('button', { name });
}

async function click(element: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
    await Promise.resolve();
  });
}

/** The consent sheet's right answers (RIGHT_ANSWERS) and its risk acknowledgement, as labelled. */
const LEVERAGE_ANSWER =
  'More than the 100 USD margin: losses move ten times as fast as the price and can use up my whole contract balance';
const STOP_OUT_ANSWER =
  'My positions are closed automatically at the market price, the biggest loss first';
const RISK_READ = 'I have read the risk warning and I understand that I can lose money.';

/** Ticks the consent sheet's `labels` in order, then taps Continue. */
async function answerConsent(sheet: HTMLElement, labels: readonly string[]): Promise<void> {
  for (const label of labels) fireEvent.click(within(sheet).getByLabelText(label));
  await click(within(sheet).getByRole('button', { name: 'Continue' }));
}

describe('contract trade page (/pages/maihuobi/maihuobi)', () => {
  setUpFormTests({ namespaces: ['trade', 'market', 'identity', 'messages'] });

  it('without a session shows the chart, quotes and ticket, whose button asks to log in; only public reads', async () => {
    const api = mockApi({ currencyMatches: { data: MARKETS }, historyKline: { data: CANDLES } });
    renderInApp(<ContractTradePage />, { path: `${PATH}?symbol=ETHUSD&side=short` });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contract trading');
    await screen.findByRole('form', { name: 'New order' });
    expect(
      screen.getByRole('button', { name: 'Change instrument: ETH/USD Ethereum' }).textContent,
    ).toBe('ETH/USD▾');
    const quote = screen.getByRole('region', { name: 'Live prices of ETH/USD' });
    expect(within(quote).queryByText('3,000.50')).not.toBeNull();
    // No account to show, and the instrument's own maximum leverage (no profile).
    expect(screen.queryByTestId('trade-available')).toBeNull();
    expect(screen.queryByText('Maximum 100x')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Sell / Short ETH/USD' })).toBeNull();
    expect(linkHref('Log in to trade')).toBe(
      '#/pages/login/login?redirect=%2Fpages%2Fmaihuobi%2Fmaihuobi%3Fsymbol%3DETHUSD%26side%3Dshort',
    );
    fireEvent.click(screen.getByRole('button', { name: 'One lot more' }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(new Set(api.calls.map((call) => call.path))).toEqual(
      new Set(['/api/market/currency_matches', '/api/default/history_kline2']),
    );
  });

  it('opens on BTC, long, market, 1 lot at 10x, with live bid/ask, the account and the chart', async () => {
    const { api } = await renderPage();
    expect(
      screen.getByRole('button', { name: 'Change instrument: BTC/USD Bitcoin' }).textContent,
    ).toBe('BTC/USD▾');
    const quote = screen.getByRole('region', { name: 'Live prices of BTC/USD' });
    expect(within(quote).queryByText('60,000.00')).not.toBeNull();
    expect(within(quote).queryByText('60,010.00')).not.toBeNull();
    expect(within(quote).queryByText('Spread 10.00')).not.toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Buy / Long').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Market').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Quantity (lots)').value).toBe('1');
    expect(screen.getByLabelText<HTMLInputElement>('10x').checked).toBe(true);
    expect(screen.getByTestId('trade-available').textContent).toBe('100.00 USD');
    expect(screen.getByTestId('trade-equity').textContent).toBe('100.00 USD');
    expect(linkHref('Transfer')).toBe('#/pages/huazhuan/huazhuan');
    expect(linkHref('Positions')).toBe('#/pages/chicang/chicang');
    expect(
      (await screen.findByRole('img', { name: /^BTC\/USD, 15m candles/ })).getAttribute(
        'aria-label',
      ),
    ).toBe('BTC/USD, 15m candles: high 60,200.00, low 59,800.00, last 60,005.00');
    expect(linkHref('Full chart')).toBe('#/pages/kLine/kLine?symbol=BTCUSD');
    expect(submitButton('Buy / Long BTC/USD')).toHaveProperty('disabled', false);
    await previewShows('margin', '60.01 USD');
    expect(tradingCalls(api.calls, PREVIEW_PATH)[0]).toEqual(previewBody());
  });

  it('preselects the instrument and side of a chart page link', async () => {
    const { api } = await renderPage({ path: `${PATH}?symbol=ETHUSD&side=short` });
    expect(
      screen.getByRole('button', { name: 'Change instrument: ETH/USD Ethereum' }).textContent,
    ).toBe('ETH/USD▾');
    expect(screen.getByLabelText<HTMLInputElement>('Sell / Short').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Buy / Long').checked).toBe(false);
    expect(submitButton('Sell / Short ETH/USD')).toHaveProperty('disabled', false);
    await waitFor(() => expect(tradingCalls(api.calls, PREVIEW_PATH).length).toBeGreaterThan(0), {
      timeout: 5_000,
    });
    expect(await screen.findByText('1 lot = 0.10 ETH · Max now: 5')).toBeTruthy();
    expect(tradingCalls(api.calls, PREVIEW_PATH)[0]).toMatchObject({
      symbol: 'ETHUSD',
      side: 'short',
    });
  });

  it('says when a linked symbol cannot be traded as a contract, and shows BTC', async () => {
    await renderPage({ path: `${PATH}?symbol=DOGEUSD&side=long` });
    expect(
      screen.queryByText('DOGEUSD cannot be traded as a contract, so BTC/USD is shown instead.'),
    ).not.toBeNull();
    expect(
      screen.getByRole('button', { name: 'Change instrument: BTC/USD Bitcoin' }).textContent,
    ).toBe('BTC/USD▾');
  });

  it('shows the preview figures exactly as the server answered them', async () => {
    await renderPage();
    await previewShows('price', '60,010.00');
    expect(screen.queryByText('Fill price now')).not.toBeNull();
    expect(screen.getByTestId('preview-notional').textContent).toBe('600.10 USD');
    expect(screen.getByTestId('preview-margin').textContent).toBe('60.01 USD');
    // Money under 1 shows 4 decimals, truncated (product.md §12.1): 0.30005 → 0.3000.
    expect(screen.getByTestId('preview-fee').textContent).toBe('0.3000 USD');
    expect(screen.getByTestId('preview-stop-out').textContent).toBe('53,040.50');
    expect(screen.getByTestId('preview-free-margin-after').textContent).toBe('39.68 USD');
    expect(screen.queryByText('1 lot = 0.01 BTC · Max now: 5')).not.toBeNull();
    expect(screen.queryByText(/Insufficient margin/)).toBeNull();
  });

  it('asks the preview again for the order as changed: lots, leverage, limit price', async () => {
    const { api } = await renderPage();
    await previewShows('margin', '60.01 USD');
    fireEvent.click(screen.getByRole('button', { name: 'One lot more' }));
    fireEvent.click(screen.getByLabelText('20x'));
    fireEvent.click(screen.getByLabelText('Limit'));
    // A new limit order starts at the price it would open at now (long: the ask).
    const limit = screen.getByLabelText<HTMLInputElement>('Limit price (USD)');
    expect(limit.value).toBe('60010.00');
    fireEvent.change(limit, { target: { value: '59500' } });
    // Debounced: the keystrokes in between are not previewed, the order as it ends up is.
    await waitFor(
      () =>
        expect(tradingCalls(api.calls, PREVIEW_PATH).at(-1)).toEqual(
          previewBody({ type: 'limit', lots: 2, leverage: 20, limit_price: '59500' }),
        ),
      { timeout: 5_000 },
    );
    expect(tradingCalls(api.calls, PREVIEW_PATH)).not.toContainEqual(
      expect.objectContaining({ lots: 2, leverage: 10 }),
    );
  });

  it('offers leverage up to the compliance profile’s cap (core): strict caps crypto at 2x', async () => {
    await renderPage({ summary: { ...EMPTY_SUMMARY, profile: 'strict' } });
    const chips = within(
      screen.getByRole('group', { name: 'Leverage' }),
    ).getAllByRole<HTMLInputElement>('radio');
    expect(chips.map((chip) => chip.labels?.[0]?.textContent)).toEqual(['1x', '2x']);
    expect(screen.getByLabelText<HTMLInputElement>('2x').checked).toBe(true);
    expect(screen.queryByText('Maximum 2x')).not.toBeNull();
  });

  it('refuses a take-profit below the open price before any request', async () => {
    const { api } = await renderPage();
    await previewShows('margin', '60.01 USD');
    fireEvent.click(screen.getByLabelText('Take-profit / stop-loss (Optional)'));
    // A long opens at the ask (60,010.00): its take-profit may not be below it (product.md §5.6).
    fireEvent.change(screen.getByLabelText('Take-profit price'), {
      target: { value: '60009.99' },
    });
    const before = api.calls.length;
    await click(submitButton('Buy / Long BTC/USD'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Take-profit cannot be below the open price (60,010.00)',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Take-profit price'));
    expect(api.calls.length).toBe(before);
    expect(screen.queryByRole('dialog')).toBeNull();

    // Fixed: the message goes at once.
    fireEvent.change(screen.getByLabelText('Take-profit price'), { target: { value: '60010' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows insufficient margin with the way to transfer (USD in the coin account), and places nothing', async () => {
    const { api } = await renderPage({
      summary: {
        ...EMPTY_SUMMARY,
        available: '20',
        balance: '20',
        equity: '20',
        free_margin: '20',
      },
      preview: {
        ...PREVIEW,
        spendable: '20',
        sufficient: false,
        free_margin_before: '20',
        free_margin_after: '-40.31005',
        max_lots: 0,
      },
      routes: {
        transferOptions: {
          data: {
            list: [
              { from_account: 'coin', to_account: 'contract', currency: 'USD', available: '500' },
            ],
          },
        },
      },
    });
    await previewShows('free-margin-after', '-40.31 USD');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'Insufficient margin: this order needs 60.31 USD of margin and fee, and 20.00 USD is available.',
    );
    expect(
      within(alert)
        .getByRole('link', { name: 'Transfer to the contract account' })
        .getAttribute('href'),
    ).toBe('#/pages/huazhuan/huazhuan');
    expect(screen.queryByText('1 lot = 0.01 BTC · Max now: 0')).not.toBeNull();

    const button = submitButton('Buy / Long BTC/USD') as HTMLButtonElement;
    const previews = tradingCalls(api.calls, PREVIEW_PATH).length;
    await click(button);
    // The submit reads the preview afresh, which still says insufficient: no sheet, no order.
    await waitFor(() =>
      expect(tradingCalls(api.calls, PREVIEW_PATH).length).toBeGreaterThan(previews),
    );
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tradingCalls(api.calls, SUBMIT_PATH)).toEqual([]);
  });

  it('with nothing in either account says "deposit first" with the way to Deposit', async () => {
    const empty = { ...EMPTY_SUMMARY, balance: '0', available: '0', equity: '0', free_margin: '0' };
    const { api } = await renderPage({
      summary: empty,
      preview: {
        ...PREVIEW,
        spendable: '0',
        sufficient: false,
        free_margin_before: '0',
        free_margin_after: '-60.31005',
        // The estimate of an account that cannot carry the position: above a long's entry.
        estimated_stop_out_price: '60040.17',
        max_lots: 0,
      },
      routes: {
        transferOptions: {
          data: {
            list: [
              { from_account: 'coin', to_account: 'contract', currency: 'USD', available: '0' },
              { from_account: 'contract', to_account: 'coin', currency: 'USD', available: '0' },
            ],
          },
        },
      },
    });
    await previewShows('free-margin-after', '-60.31 USD');
    expect(screen.getByTestId('preview-stop-out').textContent).toBe('Would be stopped out at once');
    const alert = screen.getByRole('alert');
    await waitFor(() =>
      expect(within(alert).queryByRole('link', { name: 'Deposit' })).not.toBeNull(),
    );
    expect(alert.textContent).toContain(
      'Your coin account has no USD to transfer either: deposit first.',
    );
    expect(within(alert).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '#/pages/chongzhi/chongzhi',
    );
    expect(
      within(alert).queryByRole('link', { name: 'Transfer to the contract account' }),
    ).toBeNull();
    // The account strip says the same.
    const strip = screen.getByRole('region', { name: 'Contract account' });
    expect(within(strip).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '#/pages/chongzhi/chongzhi',
    );
    expect(
      api.calls.filter((call) => call.path === '/api/biaddress/get_kezhuanxianlist').length,
    ).toBe(1);
  });

  it('shows a refused preview’s reason, and a plain note when the preview fails otherwise', async () => {
    let answer: 'refuse' | 'down' = 'refuse';
    await renderPage({
      routes: {
        previewOrder: () =>
          answer === 'refuse'
            ? {
                fail: 'LOTS_ABOVE_MAXIMUM',
                msg: 'Quantity cannot exceed 100 lots',
                extra: { maximum: '100' },
              }
            : { status: 503 },
      },
    });
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
      'Quantity cannot exceed 100 lots',
    );
    answer = 'down';
    fireEvent.click(screen.getByLabelText('20x'));
    await waitFor(
      () =>
        expect(screen.getByRole('alert').textContent).toBe(
          'The preview could not be loaded. It is tried again in a few seconds.',
        ),
      { timeout: 5_000 },
    );
  });

  it('submits exactly the confirmed order, says "Position opened", and Trade Again resets', async () => {
    const { api } = await renderPage();
    await previewShows('margin', '60.01 USD');
    fireEvent.click(screen.getByRole('button', { name: 'One lot more' }));
    fireEvent.click(screen.getByLabelText('20x'));
    fireEvent.click(screen.getByLabelText('Take-profit / stop-loss (Optional)'));
    fireEvent.change(screen.getByLabelText('Take-profit price'), { target: { value: '65000' } });
    fireEvent.change(screen.getByLabelText('Stop-loss price'), { target: { value: '55000' } });
    await click(submitButton('Buy / Long BTC/USD'));

    const summary = await screen.findByRole('dialog', { name: 'Confirm order' });
    const row = (id: string) => summary.querySelector(`[data-field="${id}"]`)?.textContent;
    expect(row('instrument')).toBe('BTC/USD · Bitcoin');
    expect(row('side')).toBe('Buy / Long');
    expect(row('type')).toBe('Market');
    expect(row('lots')).toBe('2');
    expect(row('leverage')).toBe('20x');
    expect(row('price')).toBe('60,010.00');
    expect(row('margin')).toBe('60.01 USD');
    expect(row('fee')).toBe('0.3000 USD');
    // Prices as typed, shown at the instrument's precision.
    expect(row('take-profit')).toBe('65,000.00');
    expect(row('stop-loss')).toBe('55,000.00');
    expect(row('stop-out')).toBe('53,040.50');
    expect(tradingCalls(api.calls, SUBMIT_PATH)).toEqual([]);

    await click(within(summary).getByRole('button', { name: 'Confirm' }));
    const result = await screen.findByRole('dialog', { name: 'Position opened' });
    const submitted = tradingCalls(api.calls, SUBMIT_PATH);
    expect(submitted).toEqual([
      submitBody({
        lots: 2,
        leverage: 20,
        take_profit: '65000',
        stop_loss: '55000',
        idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      }),
    ]);
    expect(within(result).getByTestId('result-fill-price').textContent).toBe('60,010.00');
    expect(within(result).getByTestId('result-margin').textContent).toBe('60.01 USD');
    expect(within(result).getByTestId('result-fee').textContent).toBe('0.6001 USD');
    expect(within(result).getByRole('link', { name: 'View positions' }).getAttribute('href')).toBe(
      '#/pages/chicang/chicang',
    );

    await click(within(result).getByRole('button', { name: 'Trade Again' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Quantity (lots)').value).toBe('1');
    expect(screen.getByLabelText<HTMLInputElement>('Market').checked).toBe(true);
    expect(
      screen.getByLabelText<HTMLInputElement>('Take-profit / stop-loss (Optional)').checked,
    ).toBe(false);
    // Side and leverage stay as chosen: a second order of the same kind is one tap away.
    expect(screen.getByLabelText<HTMLInputElement>('20x').checked).toBe(true);

    // A second confirmed order carries a new idempotency key.
    await click(submitButton('Buy / Long BTC/USD'));
    await click(
      within(await screen.findByRole('dialog', { name: 'Confirm order' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await screen.findByRole('dialog', { name: 'Position opened' });
    const keys = tradingCalls(api.calls, SUBMIT_PATH).map(
      (body) => (body as { idempotency_key: string }).idempotency_key,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('places a resting limit order and says "Order placed" with what it reserved', async () => {
    const resting: SubmitOrderData = {
      order: {
        ...ORDER,
        side: 'short',
        type: 'limit',
        lots: 1,
        leverage: 10,
        limit_price: '61000.00',
        take_profit: null,
        stop_loss: null,
        reserved_margin: '61',
        reserved_fee: '0.305',
        status: 'pending',
        position_id: null,
        ended_at: null,
      },
      position: null,
      replayed: false,
    };
    const { api } = await renderPage({
      preview: { ...PREVIEW, fills_now: false, fill_price_now: null, priced_at: '61000.00' },
      routes: { submitOrder: { data: resting } },
    });
    fireEvent.click(screen.getByLabelText('Sell / Short'));
    fireEvent.click(screen.getByLabelText('Limit'));
    fireEvent.change(screen.getByLabelText('Limit price (USD)'), { target: { value: '61000.00' } });
    await previewShows('price', '61,000.00');
    expect(screen.queryByText('Priced at the limit')).not.toBeNull();
    expect(
      screen.queryByText(
        'The price has not reached your limit: the order will wait until it does.',
      ),
    ).not.toBeNull();
    expect(currentPath()).toBe(`${PATH}?symbol=BTCUSD&side=short`);

    await click(submitButton('Sell / Short BTC/USD'));
    const summary = await screen.findByRole('dialog', { name: 'Confirm order' });
    expect(summary.querySelector('[data-field="limit-price"]')?.textContent).toBe('61,000.00');
    // The market price now beside it (a short opens at the bid), not the limit as "Price now".
    expect(within(summary).queryByText('Price now')).toBeNull();
    expect(within(summary).queryByText('Market price now')).not.toBeNull();
    expect(summary.querySelector('[data-field="market-price"]')?.textContent).toBe('60,000.00');
    await click(within(summary).getByRole('button', { name: 'Confirm' }));
    const result = await screen.findByRole('dialog', { name: 'Order placed' });
    expect(tradingCalls(api.calls, SUBMIT_PATH)).toEqual([
      submitBody({ side: 'short', type: 'limit', limit_price: '61000.00' }),
    ]);
    expect(within(result).getByTestId('result-limit-price').textContent).toBe('61,000.00');
    expect(within(result).getByTestId('result-margin').textContent).toBe('61.00 USD');
    expect(within(result).getByTestId('result-fee').textContent).toBe('0.3050 USD');
  });

  it('asks for the risk warning and the check on a first order, and sends the consent with it', async () => {
    const { api } = await renderPage({ summary: { ...EMPTY_SUMMARY, consent_required: true } });
    await previewShows('margin', '60.01 USD');
    await click(submitButton('Buy / Long BTC/USD'));
    const sheet = await screen.findByRole('dialog', { name: 'Before your first leveraged order' });
    expect(
      within(sheet).queryByText(
        'When your margin level falls to 50%, positions are closed automatically at the market price (stop-out), starting with the one losing most.',
      ),
    ).not.toBeNull();

    // Nothing answered: every question and the acceptance say what is missing.
    await click(within(sheet).getByRole('button', { name: 'Continue' }));
    expect(
      within(sheet)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'Please choose an answer.',
      'Please choose an answer.',
      'Please confirm that you have read the risk warning.',
    ]);

    // A wrong answer is explained, and nothing is sent.
    await answerConsent(sheet, ['At most the 100 USD margin', STOP_OUT_ANSWER, RISK_READ]);
    expect(
      within(sheet)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'Not quite: with leverage a loss can exceed the margin you put up, up to your whole contract balance.',
    ]);
    expect(screen.queryByRole('dialog', { name: 'Confirm order' })).toBeNull();

    await answerConsent(sheet, [LEVERAGE_ANSWER]);
    const summary = await screen.findByRole('dialog', { name: 'Confirm order' });
    expect(tradingCalls(api.calls, SUBMIT_PATH)).toEqual([]);
    await click(within(summary).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Position opened' });
    expect(tradingCalls(api.calls, SUBMIT_PATH)).toEqual([
      submitBody({ consent: { accepted: true, answers: RIGHT_ANSWERS } }),
    ]);
  });

  it('asks for the consent again when the server refuses it (APPROPRIATENESS_FAILED)', async () => {
    await renderPage({
      summary: { ...EMPTY_SUMMARY, consent_required: true },
      routes: {
        submitOrder: {
          fail: 'APPROPRIATENESS_FAILED',
          msg: 'Your answers show that leveraged trading may not suit you yet; please read how margin and stop-out work first',
        },
      },
    });
    await previewShows('margin', '60.01 USD');
    await click(submitButton('Buy / Long BTC/USD'));
    let sheet = await screen.findByRole('dialog', { name: 'Before your first leveraged order' });
    await answerConsent(sheet, [LEVERAGE_ANSWER, STOP_OUT_ANSWER, RISK_READ]);
    await click(
      within(await screen.findByRole('dialog', { name: 'Confirm order' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    sheet = await screen.findByRole('dialog', { name: 'Before your first leveraged order' });
    expect(within(sheet).getByRole('alert').textContent).toBe(
      'Your answers show that leveraged trading may not suit you yet; please read how margin and stop-out work first',
    );
  });

  it('chooses another instrument from the picker: BTC and ETH first, then the rest', async () => {
    const { api } = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Change instrument: BTC/USD Bitcoin' }));
    const sheet = screen.getByRole('dialog', { name: 'Choose a contract' });
    const rows = within(sheet).getAllByRole('button', { name: /USD/ });
    expect(rows.map((row) => row.querySelector('.wh-picker-list__symbol')?.textContent)).toEqual([
      'BTC/USD',
      'ETH/USD',
      'SOL/USD',
      'EUR/USD',
    ]);
    expect(
      within(sheet)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Main contracts', 'Crypto', 'Forex']);
    expect(rows[3]?.textContent).toContain('Max. leverage 500x');
    fireEvent.click(rows[3] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentPath()).toBe(`${PATH}?symbol=EURUSD`);
    expect(
      screen.getByRole('button', { name: 'Change instrument: EUR/USD Euro / US Dollar' })
        .textContent,
    ).toBe('EUR/USD▾');
    await waitFor(
      () =>
        expect(tradingCalls(api.calls, PREVIEW_PATH).at(-1)).toMatchObject({ symbol: 'EURUSD' }),
      { timeout: 5_000 },
    );
  });

  it('shows a load failure with a retry that loads the page', async () => {
    let fail = true;
    mockApi({
      currencyMatches: () => (fail ? { status: 500 } : { data: MARKETS }),
      tradingSummary: { data: EMPTY_SUMMARY },
      historyKline: { data: CANDLES },
      previewOrder: { data: PREVIEW },
    });
    useAppStore.setState({ token: 'tok' });
    renderInApp(<ContractTradePage />, { path: PATH });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Contracts could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'New order' })).toBeTruthy();
  });

  it('says so when no instrument trades as a contract', async () => {
    mockApi({
      currencyMatches: {
        data: { categories: [{ category: 'crypto', items: [{ ...BTC, trade_types: ['spot'] }] }] },
      },
      tradingSummary: { data: EMPTY_SUMMARY },
    });
    useAppStore.setState({ token: 'tok' });
    renderInApp(<ContractTradePage />, { path: PATH });
    expect(
      (
        await screen.findByText('No instrument can be traded as a contract right now.')
      ).getAttribute('role'),
    ).toBe('status');
  });

  it('a delayed or closed price is greyed with its badge, and the order button is disabled saying why', async () => {
    const closedBtc = {
      ...BTC,
      ticker: {
        ...ticker('BTCUSD', '60000.00', '60010.00'),
        status: 'closed' as const,
        status_reason: 'weekend' as const,
        opens_at: Date.parse('2026-11-22T22:00:00Z'),
      },
    };
    const staleEth = {
      ...ETH,
      ticker: {
        ...ticker('ETHUSD', '3000.00', '3000.50'),
        status: 'stale' as const,
        status_reason: 'quote_too_old' as const,
      },
    };
    const markets = {
      categories: [{ category: 'crypto' as const, items: [SOL, staleEth, closedBtc] }],
    };
    await renderPage({ routes: { currencyMatches: { data: markets } } });
    const quote = screen.getByRole('region', { name: 'Live prices of BTC/USD' });
    expect(within(quote).getByText('Closed').getAttribute('data-price-status')).toBe('closed');
    expect(within(quote).getByText('60,000.00').className).toContain('wh-price--paused');
    const button = submitButton('Buy / Long BTC/USD');
    expect(button).toHaveProperty('disabled', true);
    const note = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toMatch(
      /^Market closed: opens Sun, Nov 2[23], \d\d:\d\d (AM|PM) \S+$/,
    );

    await click(screen.getByRole('button', { name: 'Change instrument: BTC/USD Bitcoin' }));
    await click(await screen.findByRole('button', { name: /^ETH\/USD/ }));
    const ethButton = await screen.findByRole('button', { name: 'Buy / Long ETH/USD' });
    expect(ethButton).toHaveProperty('disabled', true);
    expect(
      document.getElementById(ethButton.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Price delayed: orders resume when a fresh price arrives');
    expect(screen.getByText('Delayed').getAttribute('data-price-status')).toBe('stale');
  });
});
