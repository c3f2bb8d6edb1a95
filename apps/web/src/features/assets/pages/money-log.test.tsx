import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AccountType, MoneyLogItem } from '@waihui/contracts';
import type { PostingKind } from '@waihui/core';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { mockApi, type RecordedCall } from '@/test/api-mock';
import { renderInApp, setUpI18n } from '@/test/render';
import MoneyLogPage from './money-log';

function posting(
  id: number,
  amount: string,
  kind: PostingKind,
  account: AccountType = 'coin',
): MoneyLogItem {
  return {
    id,
    entry_id: id,
    account_type: account,
    currency: 'USD',
    bucket: 'available',
    amount,
    balance_after: '9900',
    kind,
    reference: 'contract',
    created_at: '2026-11-22T01:02:03.456Z',
  };
}

describe('account history (/pages/wode/zhangBianJiLu)', () => {
  beforeAll(async () => {
    await setUpI18n(['assets', 'identity']);
  });
  beforeEach(() => {
    useAppStore.setState({ ...INITIAL_DATA, token: 'tok' });
  });

  it("names a spot fill's pair, side and price from its reference (the quote it used)", async () => {
    mockApi({
      moneyLog: {
        data: {
          list: [
            {
              ...posting(21, '0.015', 'spot_trade'),
              currency: 'BTC',
              reference: 'spot:7:BTCUSD:buy@60010.00',
            },
            { ...posting(20, '-100', 'transfer_out') },
          ],
          page: 1,
          limit: 20,
          has_more: false,
        },
      },
    });
    renderInApp(<MoneyLogPage />, { path: '/pages/wode/zhangBianJiLu' });
    const spot = await screen.findByTestId('record-21');
    expect(spot.querySelector('.wh-record__kind')?.textContent).toBe('Spot trade');
    expect(spot.querySelector('[data-field="spot-fill"]')?.textContent).toBe(
      'Bought BTCUSD at 60,010.00',
    );
    expect(screen.getByTestId('record-20').querySelector('[data-field="spot-fill"]')).toBeNull();
  });

  it('lists postings newest first, loads more with before_id, then "No further entries"', async () => {
    const api = mockApi({
      moneyLog: (call: RecordedCall) =>
        call.query.page === '1'
          ? {
              data: {
                list: [
                  posting(12, '-100', 'transfer_out'),
                  posting(11, '100', 'transfer_in', 'contract'),
                ],
                page: 1,
                limit: 20,
                has_more: true,
              },
            }
          : {
              data: {
                list: [posting(3, '10000', 'demo_credit')],
                page: 2,
                limit: 20,
                has_more: false,
              },
            },
    });
    renderInApp(<MoneyLogPage />, { path: '/pages/wode/zhangBianJiLu' });
    const first = await screen.findByTestId('record-12');
    expect(first.querySelector('.wh-record__kind')?.textContent).toBe('Transfer out');
    expect(first.querySelector('[data-field="amount"]')?.textContent).toBe('-100.00 USD');
    expect(first.querySelector('[data-field="account"]')?.textContent).toBe('Spot account');
    expect(first.querySelector('[data-field="balance-after"]')?.textContent).toBe(
      'Balance after: 9,900.00',
    );
    expect(first.querySelector('time')?.textContent).toBe('2026-11-22 01:02:03 UTC');
    expect(
      screen.getByTestId('record-11').querySelector('[data-field="amount"]')?.textContent,
    ).toBe('+100.00 USD');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const third = await screen.findByTestId('record-3');
    expect(third.querySelector('[data-field="amount"]')?.textContent).toBe('+10,000.00 USD');
    expect(screen.getByTestId('list-footer').textContent).toBe('No further entries');
    const queries = api.calls
      .filter((call) => call.path === '/api/account_log/moneyLog')
      .map((call) => call.query);
    expect(queries).toEqual([
      { page: '1', limit: '20' },
      { page: '2', limit: '20', before_id: '13' },
    ]);
  });

  it('shows "No records" for an empty log and filters by kind', async () => {
    const api = mockApi({
      moneyLog: { data: { list: [], page: 1, limit: 20, has_more: false } },
    });
    renderInApp(<MoneyLogPage />, { path: '/pages/wode/zhangBianJiLu' });
    expect(await screen.findAllByText('No records')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'deposit' } });
    await waitFor(() =>
      expect(api.calls.at(-1)?.query).toEqual({ page: '1', limit: '20', kind: 'deposit' }),
    );
  });
});
