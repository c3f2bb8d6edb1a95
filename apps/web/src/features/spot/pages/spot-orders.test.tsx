import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SpotHistoryData } from '@waihui/contracts';
import { useAppStore } from '@/lib/store/store';
import { getToast } from '@/lib/toast/toast';
import { mockApi, type RecordedCall } from '@/test/api-mock';
import { confirmDialog, setUpFormTests } from '@/test/form';
import { linkHref, renderInApp } from '@/test/render';
import SpotOrdersPage from './spot-orders';
import { ACCOUNTS, BTCUSD, ETHUSD, filledBuy, restingBuy } from './spot-test-fixtures';

const PATH = '/pages/xianhuo/xianhuo';

function page(list: SpotHistoryData['list'], hasMore = false): SpotHistoryData {
  return { list, page: 1, limit: 20, has_more: hasMore };
}

function renderPage(
  options: { open?: SpotHistoryData['list']; done?: SpotHistoryData['list'] } = {},
) {
  const api = mockApi({
    spotMarkets: { data: { list: [BTCUSD, ETHUSD] } },
    accountList: { data: ACCOUNTS },
    spotHistory: (call: RecordedCall) => {
      const body = call.body as { status?: string; page: number };
      if (body.status === 'open') return { data: page(options.open ?? []) };
      if (body.page === 1) return { data: page(options.done ?? [filledBuy(2)], true) };
      return { data: { ...page([filledBuy(1)]), page: 2 } };
    },
    spotSubmit: (call: RecordedCall) => ({
      data: { order: { ...filledBuy(3), ...(call.body as object) }, replayed: false },
    }),
    spotCancel: { data: { order: { ...restingBuy(5), status: 'cancelled' } } },
  });
  useAppStore.setState({ token: 'tok' });
  const view = renderInApp(<SpotOrdersPage />, { path: `${PATH}?symbol=BTCUSD` });
  return { api, ...view };
}

describe('spot orders page (/pages/xianhuo/xianhuo)', () => {
  setUpFormTests({ namespaces: ['spot', 'identity', 'messages'] });

  it('asks a visitor to log in', () => {
    mockApi({});
    renderInApp(<SpotOrdersPage />, { path: PATH });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Spot orders');
    expect(linkHref('Log in')).toBe('#/pages/login/login?redirect=%2Fpages%2Fxianhuo%2Fxianhuo');
  });

  it('shows the fee and total from core before confirm, then places the order with a key', async () => {
    const { api } = renderPage();
    const amount = await screen.findByLabelText('Amount (BTC)');
    expect(screen.getByTestId('spot-quote').textContent).toBe('Bid 60,000.00Ask 60,010.00');
    await waitFor(() =>
      expect(screen.getByTestId('spot-available').textContent).toBe('Available: 1,000.00 USD'),
    );
    expect(screen.getByRole('button', { name: 'Buy BTC' })).toHaveProperty('disabled', true);
    fireEvent.change(amount, { target: { value: '0.015' } });
    const preview = screen.getByRole('region', { name: 'Before you confirm' });
    const value = (field: string) => preview.querySelector(`[data-field="${field}"]`)?.textContent;
    expect([value('price'), value('gross'), value('fee'), value('pay'), value('receive')]).toEqual([
      '60,010.00 USD',
      '900.15 USD',
      '0.9001 USD',
      '901.05 USD',
      '0.015 BTC',
    ]);
    expect(within(preview).queryByText('Fee (0.1%)')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    await confirmDialog(
      'Buy 0.015 BTC at 60,010.00 USD. Fee 0.9001 USD. You pay 901.05 USD and receive 0.015 BTC.',
    );
    await waitFor(() => expect(getToast()).toMatchObject({ text: 'Order filled at 60,010.00' }));
    const [post] = api.actions().filter((c) => c.path === '/api/spot_goods/submit');
    expect(post?.body).toMatchObject({
      symbol: 'BTCUSD',
      side: 'buy',
      type: 'market',
      amount: '0.015',
    });
    expect((post?.body as { idempotency_key: string }).idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  }, 30_000);

  it('refuses before any request when the balance cannot pay, in the messages catalogue words', async () => {
    const { api } = renderPage();
    fireEvent.change(await screen.findByLabelText('Amount (BTC)'), { target: { value: '1' } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Insufficient balance'));
    expect(screen.getByRole('button', { name: 'Buy BTC' })).toHaveProperty('disabled', true);
    expect(api.actions().filter((c) => c.path === '/api/spot_goods/submit')).toEqual([]);
  });

  it('places a limit sell at its price and lists open orders with cancel', async () => {
    const { api } = renderPage({ open: [restingBuy(5)] });
    await screen.findByLabelText('Amount (BTC)');
    fireEvent.click(screen.getByRole('radio', { name: 'Sell' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Limit' }));
    fireEvent.change(screen.getByLabelText('Limit price (USD)'), { target: { value: '61000.00' } });
    fireEvent.change(screen.getByLabelText('Amount (BTC)'), { target: { value: '0.01' } });
    expect(screen.getByTestId('spot-available').textContent).toBe('Available: 0.01 BTC');
    expect(
      screen
        .getByRole('region', { name: 'Before you confirm' })
        .querySelector('[data-field="receive"]')?.textContent,
    ).toBe('609.39 USD');

    const open = await screen.findByTestId('spot-open-5');
    expect(open.textContent).toContain('Limit 59,600.00');
    expect(open.textContent).toContain('Locked 596.59 USD');
    fireEvent.click(within(open).getByRole('button', { name: 'Cancel order 5' }));
    await confirmDialog('Cancel this order? Its locked funds are released.');
    await waitFor(() => expect(getToast()).toMatchObject({ text: 'Order cancelled' }));
    expect(api.actions().find((c) => c.path === '/api/spot_goods/cancel')?.body).toEqual({
      order_id: 5,
    });
  }, 30_000);

  it('shows each filled order with its quote, and loads more until no further entries', async () => {
    renderPage();
    const first = await screen.findByTestId('spot-order-2');
    expect(first.querySelector('[data-field="fill"]')?.textContent).toBe(
      'Filled at 60,010.00: bid 60,000.00 / ask 60,010.00 at 2026-11-22 10:00:00 UTC',
    );
    expect(first.querySelector('[data-field="source"]')?.textContent).toBe(
      'Source: simulated · raw 60,000.00 / 60,010.00 · markup 0 / 0',
    );
    expect(first.querySelector('[data-field="after-pause"]')).toBeNull();
    expect(first.querySelector('[data-field="fee"]')?.textContent).toBe(
      'Fee 0.9001 USD · total 901.05 USD',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByTestId('spot-order-1');
    expect(screen.queryByText('No further entries')).not.toBeNull();
  });
});
