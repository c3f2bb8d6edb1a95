import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TransferOptionsData } from '@waihui/contracts';
import { useAppStore } from '@/lib/store/store';
import { getToast } from '@/lib/toast/toast';
import { mockApi, type RecordedCall } from '@/test/api-mock';
import { setUpFormTests } from '@/test/form';
import { linkHref, renderInApp } from '@/test/render';
import TransferPage from './transfer';

const OPTIONS: TransferOptionsData = {
  list: [
    { from_account: 'coin', to_account: 'contract', currency: 'USD', available: '1234.56789012' },
    { from_account: 'contract', to_account: 'coin', currency: 'USD', available: '100' },
  ],
};

function quantityInput(): HTMLInputElement {
  return screen.getByLabelText('Quantity');
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
}

async function renderForm(options: TransferOptionsData = OPTIONS) {
  const api = mockApi({
    transferOptions: { data: options },
    transfer: (call: RecordedCall) => ({
      data: {
        entry_id: 7,
        from_account: 'coin',
        to_account: 'contract',
        currency: 'USD',
        quantity: (call.body as { quantity: string }).quantity,
        from_balance: '1134.56789012',
        to_balance: '100',
        created_at: '2026-11-22T01:00:00.000Z',
        replayed: false,
      },
    }),
  });
  useAppStore.setState({ token: 'tok' });
  const view = renderInApp(<TransferPage />, { path: '/pages/huazhuan/huazhuan' });
  await screen.findByLabelText('Quantity');
  return { api, ...view };
}

describe('transfer page (/pages/huazhuan/huazhuan)', () => {
  setUpFormTests({ namespaces: ['assets', 'identity', 'messages'] });

  it('names itself in the body under an empty standard header', () => {
    mockApi({});
    renderInApp(<TransferPage />, { path: '/pages/huazhuan/huazhuan' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Transfer');
    expect(linkHref('Log in')).toBe('#/pages/login/login?redirect=%2Fpages%2Fhuazhuan%2Fhuazhuan');
  });

  it('shows the available balance; "All" fills the exact available balance', async () => {
    await renderForm();
    expect(screen.getByLabelText<HTMLSelectElement>('From').value).toBe('coin');
    expect(screen.getByLabelText<HTMLSelectElement>('To').value).toBe('contract');
    expect(screen.getByLabelText<HTMLSelectElement>('Currency').value).toBe('USD');
    expect(screen.getByTestId('transfer-available').textContent).toBe('Available: 1,234.56 USD');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(quantityInput().value).toBe('1234.56789012');

    // Swapping: contract → coin, with the contract's own available balance.
    fireEvent.click(screen.getByRole('button', { name: 'Swap accounts' }));
    expect(screen.getByLabelText<HTMLSelectElement>('From').value).toBe('contract');
    expect(screen.getByLabelText<HTMLSelectElement>('To').value).toBe('coin');
    expect(screen.getByTestId('transfer-available').textContent).toBe('Available: 100.00 USD');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(quantityInput().value).toBe('100');
  });

  it('refuses a sign, too many decimals and more than the available balance before any request', async () => {
    const { api } = await renderForm();
    // The amount field keeps a decimal string: a minus sign or a 9th decimal never gets in.
    fireEvent.change(quantityInput(), { target: { value: '-1' } });
    expect(quantityInput().value).toBe('');
    fireEvent.change(quantityInput(), { target: { value: '0.123456789' } });
    expect(quantityInput().value).toBe('');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid quantity');
    expect(document.activeElement).toBe(quantityInput());

    fireEvent.change(quantityInput(), { target: { value: '1234.56789013' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Quantity cannot exceed the available balance',
    );
    submit();
    expect(screen.getByRole('alert').textContent).toBe(
      'Quantity cannot exceed the available balance',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.actions()).toEqual([]);
  });

  it('asks for the source currency first when none is chosen', async () => {
    const { api } = await renderForm({
      list: [
        ...OPTIONS.list,
        { from_account: 'coin', to_account: 'contract', currency: 'EUR', available: '5' },
      ],
    });
    // Two currencies leave the spot account: nothing is preselected.
    expect(screen.getByLabelText<HTMLSelectElement>('Currency').value).toBe('');
    expect(screen.getByTestId('transfer-available').textContent).toBe('Available: — ');
    fireEvent.change(quantityInput(), { target: { value: '10' } });
    submit();
    expect(screen.getByRole('alert').textContent).toBe(
      'Please choose the currency and the account to transfer out of first',
    );
    expect(api.actions()).toEqual([]);
  });

  it('confirms, sends one idempotency key, says "Transfer done" and reloads the balances', async () => {
    const { api, queryClient } = await renderForm();
    fireEvent.change(quantityInput(), { target: { value: '100' } });
    submit();
    // The first submit loads antd-mobile (the dialog): give it time in the test transform.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(dialog.textContent).toContain(
      'Transfer 100.00 USD from the Spot account to the Contract account?',
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await Promise.resolve();
    });
    await waitFor(() => expect(getToast()).toMatchObject({ text: 'Transfer done' }));
    const posts = api.actions();
    expect(posts).toHaveLength(1);
    const body = posts[0]?.body as Record<string, string>;
    expect(body).toMatchObject({
      from_account: 'coin',
      to_account: 'contract',
      currency: 'USD',
      quantity: '100',
    });
    expect(body.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(quantityInput().value).toBe('');
    // The options were read again after the transfer (invalidated).
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.path === '/api/biaddress/get_kezhuanxianlist'),
      ).toHaveLength(2),
    );
    expect(queryClient.getQueryState(['ledger', 'transfer-options'])?.isInvalidated).toBe(false);
  }, 30_000);
});
