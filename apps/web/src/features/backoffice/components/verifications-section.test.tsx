import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n, loadNamespaces } from '@/lib/i18n/i18n';
import QueryProvider, { queryClient } from '@/lib/query/query-provider';
import { ToastHost } from '@/lib/toast/toast-host';
import { mockApi } from '@/test/api-mock';
import { verificationDetails } from '@/test/identity-fixtures';
import { VerificationsSection } from './verifications-section';

const link = (id: string) => ({
  url: `/api/admin/verifications/photo?id=${id}&expires=1&sig=x`,
  expires_at: '2026-11-22T10:10:00.000Z',
});

describe('identity-review section', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['backoffice', 'messages']);
  });
  // One QueryClient for the app: each test starts from an empty cache.
  afterEach(() => queryClient.clear());

  it('shows the masked submission and rejects it with the trimmed reason', async () => {
    const api = mockApi({
      adminVerificationList: {
        data: {
          list: [
            {
              id: '00000000-0000-4000-8000-0000000000aa',
              user_id: '00000000-0000-4000-8000-000000000007',
              user: { uid: 100007, contact: 'hanako@example.com' },
              submitted_at: '2026-11-22T10:00:00.000Z',
              details: verificationDetails(link('f'), link('b')),
            },
          ],
          counts: { pending: 1 },
          page: 1,
          limit: 20,
          has_more: false,
        },
      },
      adminVerificationReject: {
        data: {
          id: '00000000-0000-4000-8000-0000000000aa',
          user_id: '00000000-0000-4000-8000-000000000007',
          status: 'rejected',
          rejection_reason: 'Blurred',
          reviewed_at: '2026-11-22T10:00:00.000Z',
        },
      },
    });
    render(
      <QueryProvider>
        <VerificationsSection />
        <ToastHost />
      </QueryProvider>,
    );
    const card = await screen.findByRole('article', { name: 'Hanako Yamada' });
    expect(screen.getByText('Pending: 1').tagName).toBe('P');
    const idNumber = within(card).getByTestId('id-number');
    expect([idNumber.textContent, idNumber.closest('dd') !== null]).toEqual([
      'Passport TK*****67',
      true,
    ]);
    expect(within(card).getByText('UID 100007 · hanako@example.com').tagName).toBe('DD');
    // A photo the server did not answer stays its label, never a broken image.
    expect(within(card).getByText('Front of the ID document').tagName).toBe('SPAN');
    fireEvent.change(within(card).getByLabelText('Reason shown to the user'), {
      target: { value: '  Blurred ' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]),
      ).toEqual([
        [
          '/api/admin/verifications/reject',
          { id: '00000000-0000-4000-8000-0000000000aa', reason: 'Blurred' },
        ],
      ]),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Rejected');
  });

  it('loads the next page on "Load more" until there is none', async () => {
    const submission = (n: number) => ({
      id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
      user_id: '00000000-0000-4000-8000-000000000007',
      user: { uid: 100007, contact: null },
      submitted_at: '2026-11-22T10:00:00.000Z',
      details: { ...verificationDetails(link(`f${n}`), link(`b${n}`)), name: `Applicant ${n}` },
    });
    const api = mockApi({
      adminVerificationList: (call) => {
        const page = Number(call.query.page);
        return {
          data: {
            list: page === 1 ? [submission(1), submission(2)] : [submission(3)],
            counts: { pending: 3 },
            page,
            limit: 20,
            has_more: page === 1,
          },
        };
      },
    });
    render(
      <QueryProvider>
        <VerificationsSection />
      </QueryProvider>,
    );
    await screen.findByRole('article', { name: 'Applicant 2' });
    expect(screen.queryByRole('article', { name: 'Applicant 3' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Applicant 3' });
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Applicant 1',
      'Applicant 2',
      'Applicant 3',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(
      api.calls
        .filter((call) => call.path === '/api/admin/verifications/list')
        .map((call) => call.query),
    ).toEqual([
      { page: '1', limit: '20' },
      { page: '2', limit: '20' },
    ]);
  });

  it('shows the full ID number on request (the server audits each view)', async () => {
    const id = '00000000-0000-4000-8000-0000000000aa';
    const api = mockApi({
      adminVerificationList: {
        data: {
          list: [
            {
              id,
              user_id: '00000000-0000-4000-8000-000000000007',
              user: { uid: 100007, contact: '+819012345678' },
              submitted_at: '2026-11-22T10:00:00.000Z',
              details: verificationDetails(link('f'), link('b')),
            },
          ],
          counts: { pending: 1 },
          page: 1,
          limit: 20,
          has_more: false,
        },
      },
      adminVerificationIdNumber: { data: { id, id_type: 'passport', id_number: 'TK1234567' } },
    });
    render(
      <QueryProvider>
        <VerificationsSection />
      </QueryProvider>,
    );
    const card = await screen.findByRole('article', { name: 'Hanako Yamada' });
    expect(within(card).getByText('UID 100007 · +819012345678').tagName).toBe('DD');
    fireEvent.click(within(card).getByRole('button', { name: 'Show full number' }));
    await waitFor(() =>
      expect(within(card).getByTestId('id-number').textContent).toBe('Passport TK1234567'),
    );
    expect(within(card).queryByRole('button', { name: 'Show full number' })).toBeNull();
    expect(
      api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]),
    ).toEqual([['/api/admin/verifications/id-number', { id }]]);
  });
});
