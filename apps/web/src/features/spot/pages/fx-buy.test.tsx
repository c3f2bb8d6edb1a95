import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SpotOrder } from '@waihui/contracts';
import { useAppStore } from '@/lib/store/store';
import { getToast } from '@/lib/toast/toast';
import { mockApi, type RecordedCall } from '@/test/api-mock';
import { confirmDialog, setUpFormTests } from '@/test/form';
import { linkHref, renderInApp } from '@/test/render';
import FxBuyPage from './fx-buy';
import { ACCOUNTS, EURUSD, USDJPY, filledBuy } from './spot-test-fixtures';

const PATH = '/pages/maiwaihui/maiwaihui';

/** What the server answers for a conversion: a filled market order on the pair. */
function conversionOf(body: { symbol: string; side: 'buy' | 'sell'; amount: string }): SpotOrder {
  const eur = body.symbol === 'EURUSD';
  return {
    ...filledBuy(9),
    symbol: body.symbol,
    side: body.side,
    amount: body.amount,
    base_currency: eur ? 'EUR' : 'USD',
    quote_currency: eur ? 'USD' : 'JPY',
    fill: {
      ...filledBuy(9).fill!,
      price: eur ? '1.08012' : '150.000',
      net: eur ? '108.066006' : '14992.5',
    },
  };
}

function renderPage() {
  const api = mockApi({
    fxRates: { data: { list: [EURUSD, USDJPY] } },
    accountList: { data: ACCOUNTS },
    spotSubmit: (call: RecordedCall) => ({
      data: { order: conversionOf(call.body as never), replayed: false },
    }),
  });
  useAppStore.setState({ token: 'tok' });
  renderInApp(<FxBuyPage />, { path: PATH });
  return api;
}

describe('buy foreign exchange (/pages/maiwaihui/maiwaihui)', () => {
  setUpFormTests({ namespaces: ['spot', 'identity', 'messages'] });

  it('shows the live rates to a visitor and asks them to log in to convert', async () => {
    mockApi({ fxRates: { data: { list: [EURUSD, USDJPY] } } });
    renderInApp(<FxBuyPage />, { path: PATH });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Buy foreign exchange');
    const row = await screen.findByTestId('rate-EURUSD');
    expect(row.textContent).toBe('EUR (EUR/USD)1.080001.080121.08006');
    expect(screen.getByTestId('rate-USDJPY').textContent).toBe(
      'JPY (USD/JPY)150.000150.012150.006',
    );
    expect(linkHref('Log in')).toBe(
      '#/pages/login/login?redirect=%2Fpages%2Fmaiwaihui%2Fmaiwaihui',
    );
  });

  it('converts USD to EUR: buys EUR at the ask, fee and result shown before confirm', async () => {
    const api = renderPage();
    fireEvent.change(await screen.findByLabelText('Amount (EUR)'), { target: { value: '100' } });
    await waitFor(() =>
      expect(screen.getByTestId('fx-available').textContent).toBe('Available: 1,000.00 USD'),
    );
    const preview = screen.getByRole('region', { name: 'Before you confirm' });
    const value = (field: string) => preview.querySelector(`[data-field="${field}"]`)?.textContent;
    expect([value('price'), value('fee'), value('pay'), value('receive')]).toEqual([
      '1.08012 USD',
      '0.0540 USD',
      '108.06 USD',
      '100.00 EUR',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await confirmDialog('You pay 108.06 USD and receive 100.00 EUR at 1.08012. Fee 0.0540 USD.');
    await waitFor(() =>
      expect(getToast()).toMatchObject({ text: 'Converted: 100.00 EUR received' }),
    );
    expect(api.actions().map((c) => c.body)).toMatchObject([
      { symbol: 'EURUSD', side: 'buy', type: 'market', amount: '100' },
    ]);
    expect(linkHref('See the money log')).toBe('#/pages/wode/zhangBianJiLu');
  }, 30_000);

  it('converts USD to JPY by selling USD on USDJPY at the bid', async () => {
    const api = renderPage();
    fireEvent.change(await screen.findByLabelText('Currency'), { target: { value: 'USDJPY' } });
    fireEvent.change(screen.getByLabelText('Amount (USD)'), { target: { value: '100' } });
    const preview = await screen.findByRole('region', { name: 'Before you confirm' });
    expect(preview.querySelector('[data-field="receive"]')?.textContent).toBe('14,992.50 JPY');
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await confirmDialog('You pay 100.00 USD and receive 14,992.50 JPY at 150.000. Fee 7.50 JPY.');
    await waitFor(() =>
      expect(getToast()).toMatchObject({ text: 'Converted: 14,992.50 JPY received' }),
    );
    expect(api.actions().map((c) => c.body)).toMatchObject([
      { symbol: 'USDJPY', side: 'sell', type: 'market', amount: '100' },
    ]);
  }, 30_000);

  it('JPY → USD buys USD on USDJPY; the balance it pays from is JPY', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('Currency'), { target: { value: 'USDJPY' } });
    fireEvent.click(screen.getByRole('radio', { name: 'JPY → USD' }));
    await waitFor(() =>
      expect(screen.getByTestId('fx-available').textContent).toBe('Available: 0.00 JPY'),
    );
    fireEvent.change(screen.getByLabelText('Amount (USD)'), { target: { value: '1' } });
    expect(screen.getByRole('alert').textContent).toBe('Insufficient balance');
  });
});
