import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HashRouter } from 'react-router';
import { initI18n, loadNamespaces } from '@/lib/i18n/i18n';
import QueryProvider from '@/lib/query/query-provider';
import { mockApi } from '@/test/api-mock';
import { setOperatorSession } from '../api/operator-session';
import BackofficePage from './backoffice';

function renderPage() {
  return render(
    <HashRouter>
      <QueryProvider>
        <BackofficePage />
      </QueryProvider>
    </HashRouter>,
  );
}

describe('back-office page', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['backoffice', 'messages']);
  });
  afterEach(() => setOperatorSession(null));

  it('signs in: password, then the QR code and secret of the first sign-in, then the code', async () => {
    const api = mockApi({
      adminLogin: (call) =>
        (call.body as { totp?: string }).totp === undefined
          ? {
              data: {
                status: 'totp_setup',
                otpauth_uri: 'otpauth://totp/Waihui:op?secret=JBSWY3DPEHPK3PXP',
                secret: 'JBSWY3DPEHPK3PXP',
              },
            }
          : {
              data: {
                status: 'signed_in',
                token: 'op-token',
                expires_at: '2026-11-22T11:00:00.000Z',
                roles: ['support'],
              },
            },
      adminUserSearch: { data: { list: [] } },
      adminMe: {
        data: {
          user_id: '00000000-0000-4000-8000-000000000001',
          uid: 100001,
          email: 'op@example.com',
          roles: ['support'],
          expires_at: '2026-11-22T11:00:00.000Z',
          demo: true,
        },
      },
    });
    renderPage();
    fireEvent.change(screen.getByLabelText('E-mail or phone'), {
      target: { value: 'op@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    const qr = screen.getByRole('img', { name: 'QR code for the authenticator app' });
    expect(qr.getAttribute('src')?.startsWith('data:image/svg+xml;utf8,%3Csvg')).toBe(true);
    fireEvent.change(screen.getByLabelText('Authenticator code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    // Signed in as support: users and feedback only, no content, settings or audit.
    await waitFor(() =>
      expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
        'Sign out',
        'Users',
        'Feedback',
        'Search',
      ]),
    );
    // Demo mode, as the operator's own session answer says: labelled beside the title.
    expect((await screen.findByText('Demo')).className).toBe('wh-demo-badge');
    expect(api.calls.map((call) => [call.path, call.body])).toEqual([
      ['/api/admin/login', { account: 'op@example.com', password: 'secret-1' }],
      ['/api/admin/login', { account: 'op@example.com', password: 'secret-1', totp: '123456' }],
      ['/api/admin/me', undefined],
    ]);
  });

  it('sends the operator token, not the user token, and shows the audit log to an admin', async () => {
    setOperatorSession({ token: 'op-token', roles: ['admin'], expiresAt: '2100-01-01T00:00:00Z' });
    const api = mockApi({
      adminAuditList: {
        data: {
          list: [
            {
              id: 1,
              at: '2026-11-22T10:00:00.000Z',
              actor_id: '00000000-0000-4000-8000-000000000001',
              actor: { uid: 100001, contact: 'anna@example.com' },
              action: 'user.lock',
              target: 'user:x',
              before: { sign_in_locked: false },
              after: { sign_in_locked: true },
              ip: '127.0.0.1',
            },
          ],
          page: 1,
          limit: 20,
          has_more: false,
        },
      },
      adminUserSearch: { data: { list: [] } },
    });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Audit log' }));
    // The action in the operator's language, who did it by uid and e-mail, when with its zone.
    expect((await screen.findByText('Sign-in locked')).tagName).toBe('TD');
    const row = screen.getByText('Sign-in locked').closest('tr')!;
    expect([...row.children].slice(0, 4).map((cell) => cell.textContent)).toEqual([
      '2026-11-22 10:00:00 UTC',
      'UID 100001 · anna@example.com',
      'Sign-in locked',
      'user:x',
    ]);
    // What changed as field, before, after.
    const change = screen.getByRole('rowheader', { name: 'sign_in_locked' }).closest('tr')!;
    expect([...change.children].map((cell) => cell.textContent)).toEqual([
      'sign_in_locked',
      'false',
      'true',
    ]);
    const audit = api.calls.find((call) => call.path === '/api/admin/audit/list');
    expect(audit?.headers.authorization ?? audit?.headers.Authorization).toBe('Bearer op-token');
    expect(audit?.query).toEqual({ page: '1', limit: '20' });
  });

  it('opens the operators section to an admin only', async () => {
    setOperatorSession({ token: 'op-token', roles: ['admin'], expiresAt: '2100-01-01T00:00:00Z' });
    mockApi({
      adminUserSearch: { data: { list: [] } },
      adminOperatorList: { data: { list: [] } },
    });
    const page = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Operators' }));
    expect((await screen.findByRole('heading', { name: 'Operators' })).tagName).toBe('H2');
    page.unmount();

    setOperatorSession({
      token: 'op-token',
      roles: ['finance'],
      expiresAt: '2100-01-01T00:00:00Z',
    });
    renderPage();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Sign out',
      'Users',
      'Deposits',
      'Withdrawals',
      'Search',
    ]);
  });
});
