import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminWithdrawalQueueRow } from '@waihui/contracts';
import { initI18n, loadNamespaces } from '@/lib/i18n/i18n';
import QueryProvider, { queryClient } from '@/lib/query/query-provider';
import { ToastHost } from '@/lib/toast/toast-host';
import { mockApi } from '@/test/api-mock';
import { withdrawal } from '@/test/funding-fixtures';
import { WithdrawalsSection } from './withdrawals-section';

const USER = '00000000-0000-4000-8000-000000000007';

/** The user's withdrawal as the operator's list shows it: whose it is, one approval needed. */
function row(id: number, status: AdminWithdrawalQueueRow['status']): AdminWithdrawalQueueRow {
  return {
    ...withdrawal(id, status),
    user_id: USER,
    user: { uid: 100007, contact: 'hanako@example.com' },
    to_platform_address: false,
    reject_reason: null,
    external_ref: null,
    approvals_required: 1,
    first_approval: null,
  };
}

const COUNTS = { pending: 1, approved: 1, paid: 0, rejected: 0, cancelled: 0 };

describe('withdrawals section', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['backoffice', 'messages']);
  });
  // One QueryClient for the app: each test starts from an empty cache.
  afterEach(() => queryClient.clear());

  it('approves a pending request, and marks an approved one paid with the trimmed reference', async () => {
    const api = mockApi({
      adminWithdrawalList: (call) => ({
        data: {
          list: [call.query.status === 'approved' ? row(8, 'approved') : row(7, 'pending')],
          counts: COUNTS,
          page: 1,
          limit: 50,
          has_more: false,
        },
      }),
      adminWithdrawalApprove: { data: row(7, 'approved') },
      adminWithdrawalPaid: { data: { ...row(8, 'paid'), external_ref: '0xabc' } },
    });
    render(
      <QueryProvider>
        <WithdrawalsSection />
        <ToastHost />
      </QueryProvider>,
    );
    const pending = await screen.findByRole('article', { name: '#7' });
    expect(within(pending).getByText('29 USDT').tagName).toBe('DD');
    expect(within(pending).getByText('UID 100007 · hanako@example.com').tagName).toBe('DD');
    expect(within(pending).getByText('2026-11-22 10:00:00 UTC').tagName).toBe('DD');
    expect(screen.getByRole('button', { name: 'Pending (1)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // A pending request: approve or reject, never "paid".
    expect(within(pending).queryByRole('button', { name: 'Mark paid' })).toBeNull();
    fireEvent.click(within(pending).getByRole('button', { name: 'Approve' }));
    // Nothing is sent before the operator confirms the amount and destination.
    const ask = await screen.findByRole('alertdialog', { name: 'Approve this withdrawal?' });
    expect([...ask.querySelectorAll('dt, dd')].map((node) => node.textContent)).toEqual([
      'Amount',
      '30 USDT',
      'Net paid out',
      '29 USDT',
      'Destination',
      'USDT (TRC-20) TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      'User',
      'UID 100007 · hanako@example.com',
    ]);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/admin/withdrawals/approve')).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Approved (1)' }));
    const approved = await screen.findByRole('article', { name: '#8' });
    const markPaid = within(approved).getByRole('button', { name: 'Mark paid' });
    expect((markPaid as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(
      within(approved).getByLabelText('External reference (transaction hash or bank reference)'),
      { target: { value: '  0xabc ' } },
    );
    fireEvent.click(markPaid);
    const confirmPaid = await screen.findByRole('alertdialog', {
      name: 'Mark this withdrawal paid?',
    });
    expect(within(confirmPaid).getByText('0xabc').tagName).toBe('DD');
    fireEvent.click(within(confirmPaid).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]),
      ).toEqual([
        ['/api/admin/withdrawals/approve', { id: 7 }],
        ['/api/admin/withdrawals/paid', { id: 8, external_ref: '0xabc' }],
      ]),
    );
    // The toast says what became of the request.
    expect((await screen.findByRole('status')).textContent).toBe('Paid');
  });

  it('four-eyes: says whose first approval a request awaits a second to, and which approval a button gives', async () => {
    const api = mockApi({
      adminWithdrawalList: {
        data: {
          list: [
            { ...row(9, 'pending'), approvals_required: 2 },
            {
              ...row(10, 'pending'),
              approvals_required: 2,
              first_approval: {
                operator_id: '00000000-0000-4000-8000-000000000001',
                operator: 'anna@example.com',
                at: '2026-11-22T10:05:00.000Z',
              },
            },
          ],
          counts: { ...COUNTS, pending: 2 },
          page: 1,
          limit: 50,
          has_more: false,
        },
      },
      adminWithdrawalApprove: { data: { ...row(10, 'approved'), approvals_required: 2 } },
    });
    render(
      <QueryProvider>
        <WithdrawalsSection />
      </QueryProvider>,
    );
    const fresh = await screen.findByRole('article', { name: '#9' });
    expect(within(fresh).getByRole('button', { name: 'Approve (first of two)' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(within(fresh).queryByText(/Awaiting second approval/)).toBeNull();

    const halfway = screen.getByRole('article', { name: '#10' });
    expect(
      within(halfway).getByText(
        'Awaiting second approval (first by anna@example.com, 2026-11-22 10:05:00 UTC)',
      ).tagName,
    ).toBe('DD');
    fireEvent.click(within(halfway).getByRole('button', { name: 'Approve (second approval)' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Approve (second approval)',
      }),
    );
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]),
      ).toEqual([['/api/admin/withdrawals/approve', { id: 10 }]]),
    );
  });

  it('a payout to the platform’s own deposit address is warned about; cancel sends nothing', async () => {
    const api = mockApi({
      adminWithdrawalList: {
        data: {
          list: [{ ...row(11, 'pending'), to_platform_address: true }],
          counts: COUNTS,
          page: 1,
          limit: 50,
          has_more: false,
        },
      },
    });
    render(
      <QueryProvider>
        <WithdrawalsSection />
      </QueryProvider>,
    );
    const card = await screen.findByRole('article', { name: '#11' });
    const warning =
      'Warning: the destination is one of the platform’s own deposit addresses. Paying it sends the money back into the platform.';
    expect(within(card).getByText(warning).tagName).toBe('P');
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Approve this withdrawal?' });
    expect(within(ask).getByText(warning).tagName).toBe('P');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('a payout to the platform’s own deposit bank account is warned about in its own words', async () => {
    mockApi({
      adminWithdrawalList: {
        data: {
          list: [
            { ...row(12, 'pending'), method: 'bank', destination: '•••• 5432' },
            { ...row(13, 'pending'), method: 'bank', to_platform_address: true },
          ],
          counts: COUNTS,
          page: 1,
          limit: 50,
          has_more: false,
        },
      },
    });
    render(
      <QueryProvider>
        <WithdrawalsSection />
      </QueryProvider>,
    );
    const warning =
      'Warning: the destination is the platform’s own deposit bank account. Paying it sends the money back into the platform.';
    const flagged = await screen.findByRole('article', { name: '#13' });
    expect(within(flagged).getByText(warning).tagName).toBe('P');
    const other = screen.getByRole('article', { name: '#12' });
    expect(within(other).queryByText(warning)).toBeNull();
    expect(within(other).queryByText(/^Warning:/)).toBeNull();
  });
});
