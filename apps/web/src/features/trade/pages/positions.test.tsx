import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OpenTradesData, TradeHistoryData } from '@waihui/contracts';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { getToast } from '@/lib/toast/toast';
import { mockApi, type RecordedCall } from '@/test/api-mock';
import { setUpFormTests } from '@/test/form';
import { currentPath, linkHref, renderInApp } from '@/test/render';
import {
  CLOSED_POSITION,
  NO_TRADES,
  OPEN_POSITION,
  OPEN_TRADES,
  PENDING_ORDER,
  SUMMARY,
  historyPage,
} from '@/test/trading-fixtures';
import PositionsPage from './positions';

const PATH = '/pages/chicang/chicang';

/** The text of a card's figure (`data-field`). */
function figure(card: HTMLElement, field: string): string | null | undefined {
  return card.querySelector(`[data-field="${field}"]`)?.textContent;
}

function renderPositions(query = '') {
  return renderInApp(<PositionsPage />, { path: `${PATH}${query}` });
}

/** Confirms the antd-mobile dialog titled `title` with its `confirm` button. */
async function confirmDialog(title: string, confirm: string): Promise<HTMLElement> {
  // The first dialog loads antd-mobile: give it time in the test transform. An earlier test's
  // dialog may still be fading out, so the dialog is the one with this title.
  const heading = await screen.findByText(title, {}, { timeout: 20_000 });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (dialog === null) throw new Error(`"${title}" is not in a dialog`);
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
    await Promise.resolve();
  });
  return dialog;
}

describe('positions page (/pages/chicang/chicang)', () => {
  setUpFormTests({ token: 'tok', namespaces: ['positions', 'identity', 'messages'] });

  it('names itself under an empty standard header and asks a visitor to log in', () => {
    useAppStore.setState(INITIAL_DATA);
    const api = mockApi({});
    renderPositions();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Positions');
    expect(linkHref('Log in')).toBe('#/pages/login/login?redirect=%2Fpages%2Fchicang%2Fchicang');
    expect(api.calls).toEqual([]);
  });

  it('shows the account strip and an open position with its exact figures', async () => {
    mockApi({ openTrades: { data: OPEN_TRADES } });
    renderPositions();
    const card = await screen.findByTestId('position-7');
    // Account strip: 2 decimals truncated (product.md §12.2); the P/L signed in the rise colour.
    expect(screen.getByTestId('strip-equity').textContent).toBe('104.59');
    expect(screen.getByTestId('strip-balance').textContent).toBe('99.69');
    expect(screen.getByTestId('strip-used-margin').textContent).toBe('60.01');
    expect(screen.getByTestId('strip-free-margin').textContent).toBe('41.45');
    expect(screen.getByTestId('strip-margin-level').textContent).toBe('174.30%');
    expect(screen.getByTestId('strip-floating-pnl').textContent).toBe('+4.90');
    expect(screen.getByTestId('strip-floating-pnl').className).toContain('wh-rise');
    expect(screen.queryByTestId('margin-banner')).toBeNull();

    expect(within(card).getByRole('heading').textContent).toBe('BTCUSD');
    expect(card.querySelector('.wh-pos-side')?.textContent).toBe('Open long');
    expect(figure(card, 'leverage')).toBe('10x');
    expect(figure(card, 'floating-pnl')).toBe('+4.90');
    expect(figure(card, 'profit-rate')).toBe('+8.17%');
    expect(figure(card, 'lots')).toBe('1');
    expect(figure(card, 'open-price')).toBe('60,010');
    expect(figure(card, 'current-price')).toBe('60,500');
    expect(figure(card, 'margin')).toBe('60.01');
    // 0.30005 is under 1: 4 decimals, truncated (product.md §12.1).
    expect(figure(card, 'fee')).toBe('0.3000');
    expect(figure(card, 'stop-out-price')).toBe('53,040.5');
    expect(figure(card, 'take-profit')).toBe('Not set');
    expect(figure(card, 'stop-loss')).toBe('Not set');
    expect(figure(card, 'open-time')).toBe('2026-11-22 01:02:03 UTC');
    expect(within(card).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(
      '#/pages/chicang/order?position_id=7',
    );
  });

  it('shows a loss in the fall colour with its sign', async () => {
    mockApi({
      openTrades: {
        data: {
          ...OPEN_TRADES,
          positions: [
            {
              ...OPEN_POSITION,
              floating_pnl: '-0.45',
              profit_rate: '-0.75',
              current_price: '59965',
            },
          ],
          summary: { ...SUMMARY, floating_pnl: '-0.45' },
        },
      },
    });
    renderPositions();
    const card = await screen.findByTestId('position-7');
    expect(figure(card, 'floating-pnl')).toBe('-0.4500');
    expect(figure(card, 'profit-rate')).toBe('-0.75%');
    expect(card.querySelector('[data-field="floating-pnl"]')?.className).toBe('wh-fall');
    expect(screen.getByTestId('strip-floating-pnl').textContent).toBe('-0.45');
  });

  it('warns with an alert at a margin call, and more strongly at stop-out', async () => {
    const atLevel = (state: 'margin_call' | 'stop_out', level: string): OpenTradesData => ({
      ...OPEN_TRADES,
      summary: { ...SUMMARY, margin_state: state, margin_level: level },
    });
    mockApi({ openTrades: { data: atLevel('margin_call', '87.123456') } });
    const view = renderPositions();
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe(
      'Margin callYour margin level is 87.12%, at or below 100%. Add funds or close positions: at 50% positions are closed automatically.',
    );
    expect(banner.className).toContain('wh-pos-banner--margin_call');
    expect(screen.getByTestId('strip-margin-level').textContent).toBe('87.12%');
    view.unmount();

    mockApi({ openTrades: { data: atLevel('stop_out', '49.99') } });
    renderPositions();
    const stopOut = await screen.findByRole('alert');
    expect(stopOut.textContent).toBe(
      'Stop-outYour margin level is 49.99%, at or below 50%. Pending orders are cancelled and the most unprofitable positions closed until it is above again.',
    );
    expect(stopOut.className).toContain('wh-pos-banner--stop_out');
  });

  it('keeps the tab in the address: ?tab=entrust opens current entrust, a tab switch replaces it', async () => {
    mockApi({
      openTrades: { data: OPEN_TRADES },
      tradeHistory: { data: historyPage([], 1, false) },
    });
    renderPositions('?tab=entrust');
    const order = await screen.findByTestId('order-12');
    expect(screen.getByRole('tab', { name: 'Current entrust' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(figure(order, 'lots')).toBe('2');
    expect(figure(order, 'leverage')).toBe('20x');
    expect(figure(order, 'type')).toBe('Limit');
    expect(order.querySelector('.wh-pos-side')?.textContent).toBe('Open short');
    expect(figure(order, 'limit-price')).toBe('3,100');
    expect(figure(order, 'reserved')).toBe('3.10 + 0.0310');
    expect(figure(order, 'take-profit')).toBe('Not set');
    expect(figure(order, 'stop-loss')).toBe('3,200');
    expect(figure(order, 'order-time')).toBe('2026-11-22 01:10:00 UTC');

    const before = window.history.length;
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(currentPath()).toBe(`${PATH}?tab=history`);
    expect(window.history.length).toBe(before);
    expect(await screen.findByText('No closed positions yet')).toBeTruthy();
  });

  it('offers the trade page when nothing is held, and says when no order is pending', async () => {
    mockApi({ openTrades: { data: NO_TRADES } });
    renderPositions();
    expect(await screen.findByText('No open positions')).toBeTruthy();
    expect(linkHref('Open a position')).toBe('#/pages/maihuobi/maihuobi');
    expect(screen.getByTestId('strip-margin-level').textContent).toBe('--');
    fireEvent.click(screen.getByRole('tab', { name: 'Current entrust' }));
    expect(screen.queryByText('No pending orders')).not.toBeNull();
  });

  it('says when the positions cannot be loaded, and retries', async () => {
    let fail = true;
    mockApi({
      openTrades: () => (fail ? { status: 500 } : { data: OPEN_TRADES }),
    });
    renderPositions();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your positions could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('position-7')).toBeTruthy();
  });

  it('closes after "Close Position?" with the position id and says "Position closed"', async () => {
    const api = mockApi({
      openTrades: { data: OPEN_TRADES },
      closePosition: { data: { position: CLOSED_POSITION } },
    });
    renderPositions();
    const card = await screen.findByTestId('position-7');
    fireEvent.click(within(card).getByRole('button', { name: 'Close' }));
    const dialog = await confirmDialog('Close Position?', 'Close position');
    expect(dialog.textContent).toContain(
      'BTCUSD, Open long, lots: 1. It closes at the market price (now 60,500); floating P/L +4.90 USD before the close fee.',
    );
    await waitFor(() => expect(getToast()).toMatchObject({ text: 'Position closed' }));
    expect(api.actions()).toEqual([
      expect.objectContaining({ path: '/api/lever/close', body: { position_id: 7 } }),
    ]);
  }, 30_000);

  it('cancels after "Revocation or not?" with the order id and says "Order cancelled"', async () => {
    const api = mockApi({
      openTrades: { data: OPEN_TRADES },
      cancelOrder: { data: { order: { ...PENDING_ORDER, status: 'cancelled' } } },
    });
    renderPositions('?tab=entrust');
    const card = await screen.findByTestId('order-12');
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const dialog = await confirmDialog('Revocation or not?', 'Cancel order');
    expect(dialog.textContent).toContain(
      'ETHUSD, Open short, lots: 2, limit 3,100. Its reserved margin and fee are released.',
    );
    await waitFor(() => expect(getToast()).toMatchObject({ text: 'Order cancelled' }));
    expect(api.actions()).toEqual([
      expect.objectContaining({ path: '/api/lever/cancel', body: { order_id: 12 } }),
    ]);
  }, 30_000);

  it('pages the history: "Load more", then "Loading", then "No further entries"', async () => {
    let releaseSecond: (() => void) | undefined;
    const second = new Promise<void>((resolve) => {
      releaseSecond = resolve;
    });
    const api = mockApi({
      openTrades: { data: OPEN_TRADES },
      tradeHistory: async (call: RecordedCall): Promise<{ data: TradeHistoryData }> => {
        if ((call.body as { page: number }).page === 1) {
          return { data: historyPage([CLOSED_POSITION], 1, true) };
        }
        await second;
        return {
          data: historyPage(
            [
              {
                ...CLOSED_POSITION,
                id: 3,
                close_cause: 'stop_out',
                realized_pnl: '-55.5',
                profit_rate: '-92.48',
              },
            ],
            2,
            false,
          ),
        };
      },
    });
    renderPositions('?tab=history');
    const card = await screen.findByTestId('closed-6');
    expect(figure(card, 'realized-pnl')).toBe('+9.90');
    expect(figure(card, 'profit-rate')).toBe('+16.50%');
    expect(figure(card, 'close-cause')).toBe('Take-profit');
    expect(figure(card, 'open-price')).toBe('60,010');
    expect(figure(card, 'close-price')).toBe('61,000');
    expect(figure(card, 'fees')).toBe('0.3000 + 0.3050');
    expect(figure(card, 'close-time')).toBe('2026-11-21 10:30:00 UTC');
    expect(within(card).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(
      '#/pages/chicang/order?position_id=6',
    );

    const footer = screen.getByTestId('list-footer');
    expect(footer.textContent).toBe('Load more');
    fireEvent.click(within(footer).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByTestId('list-footer').textContent).toBe('Loading'));
    releaseSecond?.();
    const older = await screen.findByTestId('closed-3');
    expect(figure(older, 'close-cause')).toBe('Stop-out');
    expect(figure(older, 'realized-pnl')).toBe('-55.50');
    expect(screen.getByTestId('list-footer').textContent).toBe('No further entries');
    expect(
      api.calls.filter((call) => call.path === '/api/lever/my_trade').map((call) => call.body),
    ).toEqual([
      { page: 1, limit: 20 },
      { page: 2, limit: 20, before_id: 7 },
    ]);
  });
});
