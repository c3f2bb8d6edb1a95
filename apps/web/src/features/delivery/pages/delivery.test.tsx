import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { DeliveryContract, DeliveryListsData, Ticker } from '@waihui/contracts';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { quotes } from '@/lib/quotes/quotes';
import { hideToast } from '@/lib/toast/toast';
import { mockApi, type RecordedCall } from '@/test/api-mock';
import { renderInApp, setUpI18n } from '@/test/render';
import { marketItem, tickerOf } from '@/test/ticker-fixtures';
import DeliveryPage from './delivery';

const PATH = '/pages/delivery/delivery';
/** The page's clock in these tests: 10:00:15 UTC, 45 s before the contract's expiry. */
const NOW = Date.parse('2026-11-22T10:00:15.000Z');

const OFFER: DeliveryListsData = {
  enabled: true,
  currency: 'USD',
  account: 'coin',
  min_stake: '10',
  max_stake: '10000',
  available: '500',
  periods: [
    { seconds: 60, payout_rate: '0.8' },
    { seconds: 300, payout_rate: '0.85' },
  ],
  instruments: [
    {
      symbol: 'BTCUSD',
      precision: 2,
      bid: '60000.00',
      ask: '60010.00',
      mid: '60005',
      period_seconds: [60, 300],
    },
    {
      symbol: 'ETHUSD',
      precision: 2,
      bid: '3000.00',
      ask: '3001.00',
      mid: '3000.5',
      period_seconds: [60, 300],
    },
  ],
};

const OPEN: DeliveryContract = {
  id: 7,
  symbol: 'BTCUSD',
  direction: 'up',
  seconds: 60,
  payout_rate: '0.8',
  stake: '100',
  status: 'open',
  opened_at: '2026-11-22T10:00:00.000Z',
  expires_at: '2026-11-22T10:01:00.000Z',
  open: {
    mid: '60005',
    bid: '60000.00',
    ask: '60010.00',
    quoted_at: '2026-11-22T10:00:00.000Z',
    quote_seq: 1,
    source: { id: 'simulated', bid: '60000.00', ask: '60010.00', markup_bid: '0', markup_ask: '0' },
  },
  settlement: null,
  outcome: null,
  payout: null,
  settled_at: null,
  settled_after_restart: false,
  settled_after_pause: false,
};

const SETTLED: DeliveryContract = {
  ...OPEN,
  status: 'settled',
  settlement: {
    mid: '60205',
    bid: '60200.00',
    ask: '60210.00',
    quoted_at: '2026-11-22T10:01:00.000Z',
    quote_seq: 4,
    source: {
      id: 'binance',
      bid: '60200.125',
      ask: '60209.875',
      markup_bid: '0.125',
      markup_ask: '0.125',
    },
  },
  settled_after_pause: true,
  outcome: 'win',
  payout: '180',
  settled_at: '2026-11-22T10:01:00.000Z',
};

function ticker(bid: string, ask: string, seq: number): Ticker {
  return tickerOf('BTCUSD', bid, ask, { last: ask, ts: NOW, seq });
}

/** The catalogue the picker names and groups them from; DOGEUSD is not offered for delivery. */
const CATALOGUE = {
  categories: [
    {
      category: 'crypto' as const,
      items: [
        marketItem('DOGEUSD', 'crypto', { name: 'Dogecoin' }),
        marketItem('ETHUSD', 'crypto', { name: 'Ethereum' }),
        marketItem('BTCUSD', 'crypto', { name: 'Bitcoin' }),
      ],
    },
  ],
};

const page = (list: DeliveryContract[], has_more = false, p = 1) => ({
  data: { list, page: p, limit: 20, has_more },
});

describe('delivery contract page (/pages/delivery/delivery)', () => {
  beforeAll(async () => {
    await setUpI18n(['delivery', 'market', 'identity', 'messages']);
  });
  beforeEach(() => {
    useAppStore.setState({ ...INITIAL_DATA, token: 'tok' });
    // Only Date is faked (the countdown reads it); timers stay real for the queries.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    hideToast();
  });

  it('asks a visitor to log in', async () => {
    useAppStore.setState({ ...INITIAL_DATA, token: null });
    renderInApp(<DeliveryPage />, { path: PATH });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Delivery contract');
    expect(await screen.findByRole('link', { name: /log in/i })).toBeTruthy();
  });

  it('explains why under the strict compliance profile', async () => {
    mockApi({
      deliveryLists: { data: { ...OFFER, enabled: false } },
      currencyMatches: { data: CATALOGUE },
    });
    renderInApp(<DeliveryPage />, { path: PATH });
    expect(
      (await screen.findByRole('heading', { name: 'Delivery contracts are not offered' }))
        .nextElementSibling?.textContent,
    ).toBe(
      'Delivery contracts are not offered under this platform’s compliance profile (fixed-time contracts are restricted for retail clients)',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows each period’s payout as a rate and as money, checks the stake, confirms, places', async () => {
    let placed = false;
    const api = mockApi({
      deliveryLists: { data: OFFER },
      currencyMatches: { data: CATALOGUE },
      deliveryRecords: (call: RecordedCall) =>
        call.query.status === 'open' ? page(placed ? [OPEN] : []) : page(placed ? [OPEN] : []),
      deliverySubmit: () => {
        placed = true;
        return { data: { contract: OPEN, replayed: false } };
      },
    });
    renderInApp(<DeliveryPage />, { path: `${PATH}?symbol=BTCUSD` });
    const form = await screen.findByRole('form', { name: 'New delivery contract' });
    expect(
      within(form).getByRole('button', { name: 'Change instrument: BTC/USD Bitcoin' }).textContent,
    ).toBe('BTC/USD▾');
    expect(form.querySelector('[data-field="open-price"]')?.textContent).toBe(
      'Opens at the mid now: 60,005',
    );
    const period60 = screen.getByTestId('period-60');
    expect(period60.querySelector('[data-field="rate"]')?.textContent).toBe('Payout 80%');
    expect(period60.querySelector('[data-field="profit"]')).toBeNull();

    const stake = within(form).getByLabelText('Amount (USD)');
    fireEvent.change(stake, { target: { value: '9.99' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Place contract' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'The amount must be at least 10.00 USD',
    );
    fireEvent.change(stake, { target: { value: '600' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Place contract' }));
    expect(within(form).getByRole('alert').textContent).toBe('Insufficient balance');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(stake, { target: { value: '100' } });
    expect(period60.querySelector('[data-field="profit"]')?.textContent).toBe(
      '+80.00 USD if you win',
    );
    expect(
      screen.getByTestId('period-300').querySelector('[data-field="profit"]')?.textContent,
    ).toBe('+85.00 USD if you win');
    fireEvent.click(within(form).getByRole('button', { name: 'Place contract' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm delivery contract' });
    expect(confirm.querySelector('[data-field="if-win"]')?.textContent).toBe('180.00 USD');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    const open = await screen.findByTestId('open-7');
    const submit = api.calls.find((c) => c.method === 'POST');
    expect(submit?.body).toMatchObject({
      symbol: 'BTCUSD',
      direction: 'up',
      seconds: 60,
      stake: '100',
    });
    expect(typeof (submit?.body as { idempotency_key: unknown }).idempotency_key).toBe('string');
    // 45 s left at 10:00:15; the live mid 60,105 is above the open mid 60,005.
    expect(open.querySelector('[data-field="countdown"]')?.textContent).toBe('0:45');
    expect(open.querySelector('[data-field="open-price"]')?.textContent).toBe('60,005');
    quotes.seedTickers([ticker('60100.00', '60110.00', 100)]);
    const current = await within(open).findByText('60,105');
    expect(current.className).toBe('wh-rise');
  });

  it('offers only the periods open on the instrument now, and disables placing on a delayed price', async () => {
    const offer: DeliveryListsData = {
      ...OFFER,
      // The 300 s period would expire after ETHUSD's market closes: the server leaves it out.
      instruments: OFFER.instruments.map((i) =>
        i.symbol === 'ETHUSD' ? { ...i, period_seconds: [60] } : i,
      ),
    };
    mockApi({
      deliveryLists: { data: offer },
      currencyMatches: { data: CATALOGUE },
      deliveryRecords: () => page([]),
    });
    renderInApp(<DeliveryPage />, { path: `${PATH}?symbol=ETHUSD` });
    const form = await screen.findByRole('form', { name: 'New delivery contract' });
    expect(screen.getByTestId('period-60')).toBeTruthy();
    expect(screen.queryByTestId('period-300')).toBeNull();
    const place = within(form).getByRole('button', { name: 'Place contract' });
    expect(place).toHaveProperty('disabled', false);

    act(() => {
      quotes.seedTickers([
        {
          ...tickerOf('ETHUSD', '3000.00', '3001.00', { seq: 1_000_000 }),
          status: 'stale',
          status_reason: 'quote_too_old',
        },
      ]);
    });
    expect(place).toHaveProperty('disabled', true);
    expect(document.getElementById(place.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Price delayed: orders resume when a fresh price arrives',
    );
    const openPrice = form.querySelector('[data-field="open-price"]');
    expect(openPrice?.className).toBe('wh-price--paused');
    expect(openPrice?.textContent).toBe('Opens at the mid now: 3,000.5Delayed');
  });

  it('shows the result sheet with both quotes when a contract placed here settles', async () => {
    let settled = false;
    mockApi({
      deliveryLists: { data: OFFER },
      currencyMatches: { data: CATALOGUE },
      deliveryRecords: (call: RecordedCall) =>
        call.query.status === 'open'
          ? page(settled ? [] : [OPEN])
          : page([settled ? SETTLED : OPEN]),
      deliverySubmit: { data: { contract: OPEN, replayed: false } },
    });
    renderInApp(<DeliveryPage />, { path: PATH });
    const form = await screen.findByRole('form', { name: 'New delivery contract' });
    fireEvent.change(within(form).getByLabelText('Amount (USD)'), { target: { value: '100' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Place contract' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    await screen.findByTestId('open-7');
    settled = true; // the next poll of the open contracts finds none
    const sheet = await screen.findByRole(
      'dialog',
      { name: 'Contract settled' },
      { timeout: 4_000 },
    );
    expect(sheet.querySelector('[data-field="outcome"]')?.textContent).toBe('You won');
    expect(sheet.querySelector('[data-field="payout"]')?.textContent).toBe('180.00 USD');
    const quotesShown = [...sheet.querySelectorAll('.wh-delivery-quote')].map((q) =>
      q.textContent?.replace(/\s+/g, ' '),
    );
    expect(quotesShown).toEqual([
      'Opening quotemid 60,005 (bid 60,000.00 / ask 60,010.00)at 2026-11-22 10:00:00 · #1' +
        'Source: simulated · raw 60,000.00 / 60,010.00 · markup 0 / 0',
      'Settlement quotemid 60,205 (bid 60,200.00 / ask 60,210.00)at 2026-11-22 10:01:00 · #4' +
        'Source: binance · raw 60,200.125 / 60,209.875 · markup 0.125 / 0.125',
    ]);
    expect([...sheet.querySelectorAll('.wh-delivery-hint')].map((p) => p.textContent)).toEqual([
      'Settled at the first price after a pause',
    ]);
    fireEvent.click(within(sheet).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists records page by page: load more, then no further entries', async () => {
    const older = { ...SETTLED, id: 3 };
    const api = mockApi({
      deliveryLists: { data: OFFER },
      currencyMatches: { data: CATALOGUE },
      deliveryRecords: (call: RecordedCall) =>
        call.query.status === 'open'
          ? page([])
          : call.query.page === '1'
            ? page([SETTLED], true)
            : page([older], false, 2),
    });
    renderInApp(<DeliveryPage />, { path: PATH });
    const first = await screen.findByTestId('delivery-record-7');
    expect(first.querySelector('[data-field="status"]')?.textContent).toBe('Won');
    expect(first.querySelector('[data-field="payout"]')?.textContent).toBe('180.00 USD');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByTestId('delivery-record-3');
    expect(screen.queryByText('No further entries')).not.toBeNull();
    const second = api.calls.filter((c) => c.query.page === '2');
    expect(second.map((c) => c.query.before_id)).toEqual(['8']);
  });
});
