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

  it('converts USD to EUR: asks what you pay (USD), buys EUR at the ask, fee and result shown before confirm', async () => {
    const api = renderPage();
    // 100 EUR at 1.08012 cost 108.012 USD + 0.054006 fee (0.05%): paying 108.066006 USD buys 100 EUR.
    fireEvent.change(await screen.findByLabelText('You pay (USD)'), {
      target: { value: '108.066006' },
    });
    expect(
      screen.queryByText(
        'You type what you pay in USD; the preview shows what you get in EUR. You buy at the ask and sell at the bid; the fee is taken in USD.',
      ),
    ).not.toBeNull();
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

  it('converts USD to JPY by selling USD on USDJPY at the bid: asked the same way, what you pay (USD)', async () => {
    const api = renderPage();
    fireEvent.change(await screen.findByLabelText('Currency'), { target: { value: 'USDJPY' } });
    fireEvent.change(screen.getByLabelText('You pay (USD)'), { target: { value: '100' } });
    const preview = await screen.findByRole('region', { name: 'Before you confirm' });
    expect(preview.querySelector('[data-field="pay"]')?.textContent).toBe('100.00 USD');
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
    fireEvent.change(screen.getByLabelText('You pay (JPY)'), { target: { value: '151' } });
    expect(screen.getByRole('alert').textContent).toBe('Insufficient balance');
  });

  it('JPY → USD: what you pay in JPY buys the most USD it covers with the fee (core conversionOrder)', async () => {
    const api = mockApi({
      fxRates: { data: { list: [EURUSD, USDJPY] } },
      accountList: {
        data: {
          ...ACCOUNTS,
          coin: {
            balance_arr: [
              ...ACCOUNTS.coin.balance_arr,
              { code: 'JPY', balance: '20000', lock_balance: '0', total: '20000' },
            ],
          },
        },
      },
      spotSubmit: (call: RecordedCall) => ({
        data: { order: conversionOf(call.body as never), replayed: false },
      }),
    });
    useAppStore.setState({ token: 'tok' });
    renderInApp(<FxBuyPage />, { path: PATH });
    fireEvent.change(await screen.findByLabelText('Currency'), { target: { value: 'USDJPY' } });
    fireEvent.click(screen.getByRole('radio', { name: 'JPY → USD' }));
    fireEvent.change(screen.getByLabelText('You pay (JPY)'), { target: { value: '15000' } });
    // 15,000 / (150.012 × 1.0005) = 99.94202962… USD, cut to 8 places: the fill costs at most what was typed.
    const preview = await screen.findByRole('region', { name: 'Before you confirm' });
    const value = (field: string) => preview.querySelector(`[data-field="${field}"]`)?.textContent;
    expect([value('pay'), value('receive')]).toEqual(['14,999.99 JPY', '99.94 USD']);
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await confirmDialog('You pay 14,999.99 JPY and receive 99.94 USD at 150.012.');
    await waitFor(() => expect(api.actions().length).toBe(1));
    expect(api.actions().map((c) => c.body)).toMatchObject([
      { symbol: 'USDJPY', side: 'buy', type: 'market', amount: '99.94202962' },
    ]);
  }, 30_000);
});
