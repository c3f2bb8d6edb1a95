import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { getToast, hideToast } from '@/lib/toast/toast';
import { mockApi } from '@/test/api-mock';
import { renderInApp, setUpI18n } from '@/test/render';
import WithdrawUsdtPage from '../pages/withdraw-usdt';

const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const WALLETS = {
  list: [
    {
      id: 3,
      chain: 'trc20' as const,
      currency: 'USDT',
      address: TRC20,
      usable_from: '2026-11-22T10:00:00.000Z',
      usable: true,
    },
  ],
  delay_seconds: 86_400,
};
const CURRENCIES = {
  list: [
    { currency: 'USDT', method: 'trc20' as const, fee: '1', minimum: '10', withdrawable: '100' },
  ],
};

function amountInput() {
  return screen.getByLabelText('Amount (USDT)');
}

describe('withdraw USDT (/pages/wode/quKuangUSDT)', () => {
  beforeAll(async () => {
    await setUpI18n(['funding', 'identity']);
  });
  beforeEach(() => {
    useAppStore.setState({ ...INITIAL_DATA, token: 'tok' });
  });
  afterEach(() => hideToast());

  it('shows fee, minimum and the net amount before any request', async () => {
    mockApi({ wallets: { data: WALLETS }, withdrawalCurrencies: { data: CURRENCIES } });
    renderInApp(<WithdrawUsdtPage />, { path: '/pages/wode/quKuangUSDT' });
    await screen.findByLabelText('Amount (USDT)');
    expect(document.querySelector('[data-field="fee"]')?.textContent).toBe('1.00 USDT');
    expect(document.querySelector('[data-field="minimum"]')?.textContent).toBe('10.00 USDT');
    expect(document.querySelector('[data-field="withdrawable"]')?.textContent).toBe(
      'Withdrawable: 100.00 USDT',
    );
    fireEvent.change(amountInput(), { target: { value: '30.5' } });
    expect(document.querySelector('[data-field="net"]')?.textContent).toBe('29.50 USDT');
  });

  it('says the amount must exceed the fee, and that the balance is short, without a request', async () => {
    const rules = { list: [{ ...CURRENCIES.list[0]!, minimum: '0' }] };
    const api = mockApi({ wallets: { data: WALLETS }, withdrawalCurrencies: { data: rules } });
    renderInApp(<WithdrawUsdtPage />, { path: '/pages/wode/quKuangUSDT' });
    fireEvent.change(await screen.findByLabelText('Amount (USDT)'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Fund password'), { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal amount must exceed the fee (1.00)')).toBeTruthy();
    fireEvent.change(amountInput(), { target: { value: '100.5' } });
    expect(await screen.findByText('Insufficient withdrawable balance')).toBeTruthy();
    expect(api.calls.map((c) => c.path).sort()).toEqual([
      '/api/withdrawal/get_currencylist',
      '/api/withdrawal/get_wallet_info',
    ]);
  });

  it('picks a usable wallet first; one still in its delay is refused with its time before any confirmation', async () => {
    const fresh = {
      ...WALLETS.list[0]!,
      id: 4,
      address: 'TXfresh',
      usable: false,
      usable_from: '2026-11-23T10:00:00.000Z',
    };
    const api = mockApi({
      wallets: { data: { ...WALLETS, list: [fresh, WALLETS.list[0]!] } },
      withdrawalCurrencies: { data: CURRENCIES },
    });
    renderInApp(<WithdrawUsdtPage />, { path: '/pages/wode/quKuangUSDT' });
    const select = await screen.findByLabelText<HTMLSelectElement>('To');
    expect(select.value).toBe('3');
    fireEvent.change(select, { target: { value: '4' } });
    fireEvent.change(amountInput(), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Fund password'), { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText(
        'For your security this card or wallet can be used from 2026-11-23 10:00 (UTC)',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('confirms with fee and net, sends the withdrawal and says it is pending review', async () => {
    const api = mockApi({
      wallets: { data: WALLETS },
      withdrawalCurrencies: { data: CURRENCIES },
      addWithdrawal: {
        data: {
          id: 9,
          method: 'trc20',
          currency: 'USDT',
          amount: '30',
          fee: '1',
          net: '29',
          destination: TRC20,
          status: 'pending',
          reject_reason: null,
          external_ref: null,
          created_at: '2026-11-22T10:00:00.000Z',
          updated_at: '2026-11-22T10:00:00.000Z',
        },
      },
    });
    renderInApp(<WithdrawUsdtPage />, { path: '/pages/wode/quKuangUSDT' });
    fireEvent.change(await screen.findByLabelText('Amount (USDT)'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Fund password'), { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(dialog.textContent).toContain(
      `Withdraw 30.00 USDT to USDT · TRC-20 (Tron) ${TRC20}: fee 1.00, you receive 29.00.`,
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await Promise.resolve();
    });
    await waitFor(() =>
      expect(getToast()).toMatchObject({ text: 'Withdrawal requested: it is pending review' }),
    );
    const post = api.calls.find((c) => c.path === '/api/withdrawal/add_withdrawal');
    expect(post?.body).toMatchObject({
      destination_id: 3,
      currency: 'USDT',
      amount: '30',
      fund_password: 'secret-1',
    });
  }, 30_000);
});
