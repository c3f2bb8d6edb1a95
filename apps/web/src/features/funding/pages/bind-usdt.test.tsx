import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { getToast } from '@/lib/toast/toast';
import { mockApi } from '@/test/api-mock';
import { renderInApp, setUpI18n } from '@/test/render';
import BindUsdtPage from './bind-usdt';

const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('bound wallets (/pages/wode/bindUSDT)', () => {
  beforeAll(async () => {
    await setUpI18n(['funding', 'identity']);
  });
  beforeEach(() => {
    useAppStore.setState({ ...INITIAL_DATA, token: 'tok' });
  });

  it('says from when a new wallet is usable, and unbinds only after confirmation', async () => {
    const api = mockApi({
      wallets: {
        data: {
          list: [
            {
              id: 4,
              chain: 'trc20',
              currency: 'USDT',
              address: TRC20,
              usable_from: '2026-11-23T10:00:00.000Z',
              usable: false,
            },
          ],
          delay_seconds: 86_400,
        },
      },
      removeDestination: { data: { id: 4, usable_from: null } },
    });
    renderInApp(<BindUsdtPage />, { path: '/pages/wode/bindUSDT' });
    const item = await screen.findByTestId('destination-4');
    expect(item.textContent).toContain('Usable from 2026-11-23 10:00:00 UTC');
    expect(item.textContent).toContain(TRC20);
    expect(
      screen.queryByText(
        'For your security a new or changed card or wallet can receive withdrawals only after 24 h.',
      ),
    ).not.toBeNull();

    fireEvent.click(within(item).getByRole('button', { name: 'Unbind' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(dialog.textContent).toContain(
      'USDT · TRC-20 (Tron) will no longer receive withdrawals.',
    );
    expect(api.calls.some((c) => c.path === '/api/withdrawal/remove_uset_withdrawal')).toBe(false);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Unbind' }));
      await Promise.resolve();
    });
    await waitFor(() => expect(getToast()).toMatchObject({ text: 'Unbound' }));
    expect(
      api.calls.find((c) => c.path === '/api/withdrawal/remove_uset_withdrawal')?.query,
    ).toEqual({
      id: '4',
    });
  }, 30_000);
});
