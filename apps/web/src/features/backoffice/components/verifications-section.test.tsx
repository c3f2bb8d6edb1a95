import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n, loadNamespaces } from '@/lib/i18n/i18n';
import QueryProvider from '@/lib/query/query-provider';
import { ToastHost } from '@/lib/toast/toast-host';
import { mockApi } from '@/test/api-mock';
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

  it('shows the masked submission and rejects it with the trimmed reason', async () => {
    const api = mockApi({
      adminVerificationList: {
        data: {
          list: [
            {
              id: '00000000-0000-4000-8000-0000000000aa',
              user_id: '00000000-0000-4000-8000-000000000007',
              submitted_at: '2026-11-22T10:00:00.000Z',
              details: {
                country: 'DE',
                country_name: 'Germany',
                name: 'Hanako Yamada',
                gender: 'female',
                birth_date: '1990-04-01',
                id_type: 'passport',
                id_number_masked: 'TK*****67',
                front_photo: link('f'),
                back_photo: link('b'),
              },
            },
          ],
          counts: { pending: 1 },
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
    expect(within(card).getByText('passport TK*****67').tagName).toBe('DD');
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
});
