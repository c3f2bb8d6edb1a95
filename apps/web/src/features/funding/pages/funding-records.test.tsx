import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { mockApi, type RecordedCall } from '@/test/api-mock';
import { withdrawal } from '@/test/funding-fixtures';
import { renderInApp, setUpI18n } from '@/test/render';
import FundingRecordsPage from './funding-records';

describe('deposit and withdrawal records (/pages/wode/chongTiJiLu)', () => {
  beforeAll(async () => {
    await setUpI18n(['funding', 'identity']);
  });
  beforeEach(() => {
    useAppStore.setState({ ...INITIAL_DATA, token: 'tok' });
  });

  it('lists withdrawals with status, fee, net, destination and a paid one\'s payout reference, loads more, then "No further entries"', async () => {
    const api = mockApi({
      withdrawalLog: (call: RecordedCall) =>
        call.query.page === '1'
          ? {
              data: { list: [withdrawal(5, 'pending'), withdrawal(4, 'rejected')], has_more: true },
            }
          : { data: { list: [withdrawal(1, 'paid')], has_more: false } },
    });
    renderInApp(<FundingRecordsPage />, { path: '/pages/wode/chongTiJiLu' });
    const pending = await screen.findByTestId('withdrawal-5');
    expect(pending.querySelector('[data-field="status"]')?.textContent).toBe('Pending');
    expect(pending.querySelector('[data-field="amount"]')?.textContent).toBe('30.00 USDT');
    expect(pending.textContent).toContain('Fee 1.00 · Net 29.00 · USDT · TRC-20 (Tron)');
    expect(pending.querySelector('time')?.textContent).toBe('2026-11-22 10:00:00 UTC');
    expect(pending.querySelector('button')?.textContent).toBe('Cancel withdrawal');
    const rejected = screen.getByTestId('withdrawal-4');
    expect(rejected.textContent).toContain('Reason: name does not match');
    expect(rejected.querySelector('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const paid = await screen.findByTestId('withdrawal-1');
    expect(paid.querySelector('[data-field="status"]')?.textContent).toBe('Paid');
    expect(paid.querySelector('[data-field="payout-ref"]')?.textContent).toBe(
      'Payout reference 0x9f2c41',
    );
    expect(pending.querySelector('[data-field="payout-ref"]')).toBeNull();
    expect(rejected.querySelector('[data-field="payout-ref"]')).toBeNull();
    expect(screen.getByTestId('list-footer').textContent).toBe('No further entries');
    expect(api.calls.map((c) => c.query)).toEqual([
      { page: '1', limit: '10' },
      { page: '2', limit: '10' },
    ]);
  });

  it('shows deposits on their tab and "No records" when there are none', async () => {
    mockApi({
      withdrawalLog: { data: { list: [], has_more: false } },
      depositRecords: {
        data: {
          list: [
            {
              id: 2,
              method: 'bank',
              currency: 'USD',
              amount: '100',
              tx_ref: 'WH100001',
              status: 'confirmed',
              reject_reason: null,
              created_at: '2026-11-22T09:00:00.000Z',
              reviewed_at: '2026-11-22T09:30:00.000Z',
            },
          ],
          has_more: false,
        },
      },
    });
    renderInApp(<FundingRecordsPage />, { path: '/pages/wode/chongTiJiLu' });
    expect(await screen.findAllByText('No records')).toHaveLength(1);
    fireEvent.click(screen.getByRole('tab', { name: 'Deposits' }));
    const deposit = await screen.findByTestId('deposit-2');
    expect(deposit.querySelector('[data-field="status"]')?.textContent).toBe('Credited');
    expect(deposit.textContent).toContain('Bank transfer · Reference WH100001');
  });
});
