import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type {
  AccountIncomeData,
  CurrencyMatchesData,
  MarketItem,
  TradingSummary,
} from '@waihui/contracts';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { mockApi } from '@/test/api-mock';
import { linkHref, renderInApp, setUpI18n } from '@/test/render';
import { tickerOf } from '@/test/ticker-fixtures';
import AssetsPage from './assets';

const LIST = {
  coin: {
    balance_arr: [
      { code: 'USD', balance: '9900', lock_balance: '1234.567', total: '11134.567' },
      { code: 'BTC', balance: '0.12345678', lock_balance: '0', total: '0.12345678' },
      { code: 'EUR', balance: '50', lock_balance: '0', total: '50' },
      { code: 'JPY', balance: '1000000', lock_balance: '5000', total: '1005000' },
      { code: 'XRP', balance: '100', lock_balance: '0', total: '100' },
    ],
  },
  contract: {
    balance_arr: [{ code: 'USD', balance: '100.999', lock_balance: '0', total: '100.999' }],
  },
};
function instrument(
  symbol: string,
  base: string,
  quote: string,
  bidAsk: [string, string] | null,
): MarketItem {
  return {
    symbol,
    category: base === 'BTC' || base === 'XRP' ? 'crypto' : 'forex',
    name: symbol,
    base_currency: base,
    quote_currency: quote,
    precision: 5,
    contract_size: '1',
    fee_rate: '0',
    spread: '0',
    max_leverage: 100,
    trade_types: ['contract'],
    ticker: bidAsk === null ? null : tickerOf(symbol, ...bidAsk),
    followed: false,
  };
}

/**
 * Conversion pairs at these mids: EURUSD 1.16001 (multiply), USDJPY 150.006 (divide), BTCUSD 60005
 * (multiply); XRPUSD is listed but has no quote yet, so XRP has no value.
 */
const MARKETS: CurrencyMatchesData = {
  categories: [
    {
      category: 'crypto',
      items: [
        instrument('BTCUSD', 'BTC', 'USD', ['60000.00', '60010.00']),
        instrument('XRPUSD', 'XRP', 'USD', null),
      ],
    },
    {
      category: 'forex',
      items: [
        instrument('EURUSD', 'EUR', 'USD', ['1.16000', '1.16002']),
        instrument('USDJPY', 'USD', 'JPY', ['150.000', '150.012']),
      ],
    },
  ],
};

const INCOME: AccountIncomeData = {
  currency: 'USD',
  today_income: '-12.345',
  position_margin: '0',
};

/** The contract account as trading values it: 100.999 balance with a 5.678 floating loss. */
const TRADING_SUMMARY: TradingSummary = {
  currency: 'USD',
  balance: '100.999',
  available: '40.989',
  locked: '60.01',
  floating_pnl: '-5.678',
  equity: '95.321',
  used_margin: '60.01',
  pending_reserved: '0',
  free_margin: '35.311',
  margin_level: '158.84352607',
  margin_state: 'healthy',
  margin_call_level: '100',
  stop_out_level: '50',
  profile: 'standard',
  consent_required: false,
};

function field(row: HTMLElement, name: string): string | null {
  return row.querySelector(`[data-field="${name}"]`)?.textContent ?? null;
}

describe('assets page (/pages/jiaoyi/jiaoyi)', () => {
  beforeAll(async () => {
    await setUpI18n(['assets', 'identity']);
  });
  beforeEach(() => {
    useAppStore.setState(INITIAL_DATA);
  });

  it('without a session asks to log in and calls nothing', () => {
    const api = mockApi({});
    renderInApp(<AssetsPage />, { path: '/pages/jiaoyi/jiaoyi' });
    expect(linkHref('Log in')).toBe('#/pages/login/login?redirect=%2Fpages%2Fjiaoyi%2Fjiaoyi');
    // The header's way into "me", for visitors too (log in or register from there).
    expect(linkHref('My account')).toBe('#/pages/wode/wode');
    expect(api.calls.filter((call) => call.path.startsWith('/api/account'))).toEqual([]);
  });

  it('values every currency in USD at the mid, totals per tab truncated to 2 decimals, and fills the store', async () => {
    const api = mockApi({
      accountList: { data: LIST },
      accountIncome: { data: INCOME },
      tradingSummary: { data: TRADING_SUMMARY },
      currencyMatches: { data: MARKETS },
    });
    useAppStore.setState({ token: 'tok' });
    renderInApp(<AssetsPage />, { path: '/pages/jiaoyi/jiaoyi' });

    // Spot, valued (core's valueInUsd, 8 decimals): USD 9900 + 1234.567 locked; BTC 0.12345678 ×
    // 60005 = 7408.0240839; EUR 50 × 1.16001 = 58.0005; JPY 1,000,000 / 150.006 = 6666.40001067 +
    // 5000 / 150.006 = 33.33200005 locked. Available 24032.42459457, locked 1267.89900005, total
    // 25300.32359462; XRP (no quote yet) shows "—" and is named, not counted.
    expect((await screen.findByTestId('asset-row-coin-BTC')).textContent).not.toContain('—');
    expect(screen.getByTestId('assets-total').textContent).toBe('25,300.32');
    expect(screen.getByTestId('assets-available').textContent).toBe('24,032.42');
    expect(screen.getByTestId('assets-locked').textContent).toBe('1,267.89');
    expect(screen.getByTestId('assets-unvalued').textContent).toBe(
      'Not in the total, no price yet: XRP',
    );
    const btc = screen.getByTestId('asset-row-coin-BTC');
    expect([field(btc, 'balance'), field(btc, 'locked'), field(btc, 'usd')]).toEqual([
      '0.12345678',
      '0.00',
      '7,408.02',
    ]);
    expect(field(screen.getByTestId('asset-row-coin-USD'), 'usd')).toBe('11,134.56');
    expect(field(screen.getByTestId('asset-row-coin-EUR'), 'usd')).toBe('58.00');
    expect(field(screen.getByTestId('asset-row-coin-JPY'), 'usd')).toBe('6,699.73');
    expect(field(screen.getByTestId('asset-row-coin-XRP'), 'usd')).toBe('—');
    expect(linkHref('Deposit')).toBe('#/pages/chongzhi/chongzhi');
    expect(linkHref('Withdraw')).toBe('#/pages/wode/quKuang');
    expect(linkHref('Transfer')).toBe('#/pages/huazhuan/huazhuan');
    expect(linkHref('Account history')).toBe('#/pages/wode/zhangBianJiLu');

    // Trading's summary is asked for on the contract tab only.
    expect(api.calls.some((call) => call.path === '/api/lever/in_out')).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Contract' }));
    expect(screen.getByTestId('assets-total').textContent).toBe('100.99');
    expect(screen.queryByTestId('assets-unvalued')).toBeNull();
    expect((await screen.findByTestId('assets-equity')).textContent).toBe('95.32');
    expect(screen.getByTestId('assets-floating-pnl').textContent).toBe('-5.67');
    expect(screen.getByTestId('assets-today-income').textContent).toBe('-12.34');
    expect(screen.getByTestId('assets-position-margin').textContent).toBe('0.00');

    // Fiat: USD, EUR, JPY. Available 16624.40051067, locked 1267.89900005, total 17892.29951072.
    fireEvent.click(screen.getByRole('tab', { name: 'Fiat' }));
    expect(
      within(screen.getByRole('list', { name: 'Balances' }))
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('data-testid')),
    ).toEqual(['asset-row-coin-USD', 'asset-row-coin-EUR', 'asset-row-coin-JPY']);
    expect(screen.getByTestId('assets-total').textContent).toBe('17,892.29');
    expect(screen.getByTestId('assets-available').textContent).toBe('16,624.40');
    expect(screen.getByTestId('assets-locked').textContent).toBe('1,267.89');
    expect(screen.queryByTestId('assets-unvalued')).toBeNull();

    // All: spot + contract USD 100.999. Available 24133.42359457, total 25401.32259462.
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getByTestId('assets-total').textContent).toBe('25,401.32');
    expect(screen.getByTestId('assets-available').textContent).toBe('24,133.42');
    expect(screen.getByTestId('assets-locked').textContent).toBe('1,267.89');
    expect(screen.getByTestId('assets-unvalued').textContent).toBe(
      'Not in the total, no price yet: XRP',
    );

    expect(useAppStore.getState().account).toEqual({
      totalAssets: '100.999',
      lockAmount: '0',
      availableBalance: '100.999',
      profitAndLoss: '-12.345',
      positionMargin: '0',
    });
  });

  it('says so when the balances cannot be loaded, and retries', async () => {
    let up = false;
    mockApi({
      accountList: () => (up ? { data: LIST } : { status: 503 }),
      accountIncome: { data: INCOME },
    });
    useAppStore.setState({ token: 'tok' });
    renderInApp(<AssetsPage />, { path: '/pages/jiaoyi/jiaoyi' });
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your assets could not be loaded.',
    );
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // No instrument list either (currency_matches answers 404): only USD has a value; the others
    // are named rather than counted as zero.
    expect((await screen.findByTestId('assets-total')).textContent).toBe('11,134.56');
    expect(screen.getByTestId('assets-unvalued').textContent).toBe(
      'Not in the total, no price yet: BTC, EUR, JPY, XRP',
    );
  });
});
