import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { getToast, hideToast } from '@/lib/toast/toast';
import { mockApi } from '@/test/api-mock';
import { renderInApp, setUpI18n } from '@/test/render';
import DepositPage, { isDepositAmount } from './deposit';

const ERC20 = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const TRC20 = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';
const INFO = {
  addresses: [
    { chain: 'erc20' as const, currency: 'USDT', address: ERC20 },
    { chain: 'trc20' as const, currency: 'USDT', address: TRC20 },
  ],
  bank: {
    bank_name: 'Waihui Demo Bank',
    account_name: 'Waihui Ltd',
    account_number: 'GB82WEST12345698765432',
    swift: 'DEMOXXHH',
    currency: 'USD',
    reference: 'WH100001',
  },
  demo_confirm_after_seconds: null,
};
const WARNING =
  'Demo: do not send real funds. Nothing sent here arrives anywhere; a deposit notice is confirmed automatically after 30 seconds.';

describe('deposit (/pages/chongzhi/chongzhi)', () => {
  beforeAll(async () => {
    await setUpI18n(['funding', 'identity']);
  });
  beforeEach(() => {
    useAppStore.setState({ ...INITIAL_DATA, token: 'tok' });
  });
  afterEach(() => {
    hideToast();
    vi.unstubAllGlobals();
  });

  it('accepts positive amounts with at most 8 decimals only', () => {
    expect(isDepositAmount('250.5')).toBe(true);
    expect(isDepositAmount('0')).toBe(false);
    expect(isDepositAmount('1.123456789')).toBe(false);
    expect(isDepositAmount('')).toBe(false);
  });

  it('shows the ERC-20 address with a QR code of it, and copies it ("content copied")', async () => {
    mockApi({ depositInfo: { data: INFO } });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderInApp(<DepositPage />, { path: '/pages/chongzhi/chongzhi' });
    expect((await screen.findByTestId('deposit-address')).textContent).toBe(ERC20);
    const qr = await screen.findByRole('img', {
      name: 'QR code of your USDT · ERC-20 (Ethereum) deposit address',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(getToast()).toMatchObject({ text: 'Content copied' }));
    expect(writeText).toHaveBeenCalledWith(ERC20);
  });

  it('in demo mode warns above every address, QR code and bank account, with the stated delay', async () => {
    mockApi({ depositInfo: { data: { ...INFO, demo_confirm_after_seconds: 30 } } });
    renderInApp(<DepositPage />, { path: '/pages/chongzhi/chongzhi' });
    expect((await screen.findByRole('note')).textContent).toBe(WARNING);
    fireEvent.click(screen.getByRole('tab', { name: 'USDT · TRC-20 (Tron)' }));
    expect(screen.getByRole('note').textContent).toBe(WARNING);
    fireEvent.click(screen.getByRole('tab', { name: 'Bank transfer' }));
    expect(screen.getByRole('note').textContent).toBe(WARNING);
  });

  it('outside demo mode has no demo warning', async () => {
    mockApi({ depositInfo: { data: INFO } });
    renderInApp(<DepositPage />, { path: '/pages/chongzhi/chongzhi' });
    await screen.findByTestId('deposit-address');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('switches to TRC-20 and to the bank details with the personal reference', async () => {
    mockApi({ depositInfo: { data: INFO } });
    renderInApp(<DepositPage />, { path: '/pages/chongzhi/chongzhi' });
    fireEvent.click(await screen.findByRole('tab', { name: 'USDT · TRC-20 (Tron)' }));
    expect(screen.getByTestId('deposit-address').textContent).toBe(TRC20);
    fireEvent.click(screen.getByRole('tab', { name: 'Bank transfer' }));
    expect(document.querySelector('[data-field="reference"]')?.textContent).toBe('WH100001');
    expect(document.querySelector('[data-field="accountNumber"]')?.textContent).toBe(
      'GB82WEST12345698765432',
    );
  });

  it('files a deposit notice in the method’s currency and says it is pending', async () => {
    const api = mockApi({
      depositInfo: { data: INFO },
      depositNotice: {
        data: {
          id: 7,
          method: 'erc20',
          currency: 'USDT',
          amount: '250.5',
          tx_ref: '0xfeed',
          status: 'pending',
          reject_reason: null,
          created_at: '2026-11-22T10:00:00.000Z',
          reviewed_at: null,
        },
      },
    });
    renderInApp(<DepositPage />, { path: '/pages/chongzhi/chongzhi' });
    fireEvent.change(await screen.findByLabelText('Amount (USDT)'), { target: { value: '250.5' } });
    fireEvent.change(screen.getByLabelText('Transaction hash'), { target: { value: ' 0xfeed ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send deposit notice' }));
    await waitFor(() =>
      expect(getToast()).toMatchObject({
        text: 'Thank you: your deposit is pending confirmation',
      }),
    );
    expect(api.calls.find((c) => c.path === '/api/deposit/notice')?.body).toEqual({
      method: 'erc20',
      currency: 'USDT',
      amount: '250.5',
      tx_ref: '0xfeed',
    });
  });
});
