import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AccountIncomeData, TradingSummary } from '@waihui/contracts';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { mockApi } from '@/test/api-mock';
import { renderInApp, setUpI18n } from '@/test/render';
import AssetsPage from './assets';

const LIST = {
  coin: {
    balance_arr: [
      { code: 'USD', balance: '9900', lock_balance: '1234.567', total: '11134.567' },
      { code: 'BTC', balance: '0.12345678', lock_balance: '0', total: '0.12345678' },
      { code: 'EUR', balance: '50', lock_balance: '0', total: '50' },
    ],
  },
  contract: {
    balance_arr: [{ code: 'USD', balance: '100.999', lock_balance: '0', total: '100.999' }],
  },
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
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '#/pages/login/login?redirect=%2Fpages%2Fjiaoyi%2Fjiaoyi',
    );
    // The header's way into "me", for visitors too (log in or register from there).
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe(
      '#/pages/wode/wode',
    );
    expect(api.calls.filter((call) => call.path.startsWith('/api/account'))).toEqual([]);
  });

  it('shows USD totals with 2 decimals per tab, rows with USD values, and fills the store', async () => {
    const api = mockApi({
      accountList: { data: LIST },
      accountIncome: { data: INCOME },
      tradingSummary: { data: TRADING_SUMMARY },
    });
    useAppStore.setState({ token: 'tok' });
    renderInApp(<AssetsPage />, { path: '/pages/jiaoyi/jiaoyi' });

    // Spot: only USD has a USD value (1:1); BTC and EUR show "—" and stay out of the totals.
    expect((await screen.findByTestId('assets-total')).textContent).toBe('11,134.56');
    expect(screen.getByTestId('assets-available').textContent).toBe('9,900.00');
    expect(screen.getByTestId('assets-locked').textContent).toBe('1,234.56');
    const btc = screen.getByTestId('asset-row-coin-BTC');
    expect([field(btc, 'balance'), field(btc, 'locked'), field(btc, 'usd')]).toEqual([
      '0.1234',
      '0.00',
      '—',
    ]);
    expect(field(screen.getByTestId('asset-row-coin-USD'), 'usd')).toBe('11,134.56');
    expect(screen.getByRole('link', { name: 'Transfer' }).getAttribute('href')).toBe(
      '#/pages/huazhuan/huazhuan',
    );
    expect(screen.getByRole('link', { name: 'Account history' }).getAttribute('href')).toBe(
      '#/pages/wode/zhangBianJiLu',
    );

    // Trading's summary is asked for on the contract tab only.
    expect(api.calls.some((call) => call.path === '/api/lever/in_out')).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Contract' }));
    expect(screen.getByTestId('assets-total').textContent).toBe('100.99');
    expect((await screen.findByTestId('assets-equity')).textContent).toBe('95.32');
    expect(screen.getByTestId('assets-floating-pnl').textContent).toBe('-5.67');
    expect(screen.getByTestId('assets-today-income').textContent).toBe('-12.34');
    expect(screen.getByTestId('assets-position-margin').textContent).toBe('0.00');

    fireEvent.click(screen.getByRole('tab', { name: 'Fiat' }));
    expect(
      within(screen.getByRole('list', { name: 'Balances' }))
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('data-testid')),
    ).toEqual(['asset-row-coin-USD', 'asset-row-coin-EUR']);

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getByTestId('assets-total').textContent).toBe('11,235.56');
    expect(screen.getByTestId('assets-available').textContent).toBe('10,000.99');

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
    expect((await screen.findByTestId('assets-total')).textContent).toBe('11,134.56');
  });
});
