import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminOperatorRow } from '@waihui/contracts';
import { initI18n, loadNamespaces } from '@/lib/i18n/i18n';
import QueryProvider from '@/lib/query/query-provider';
import { mockApi } from '@/test/api-mock';
import { OperatorsSection } from './operators-section';

const ADMIN: AdminOperatorRow = {
  user_id: '00000000-0000-4000-8000-000000000001',
  uid: 100001,
  email: 'operator@waihui.local',
  phone: null,
  roles: ['admin', 'finance'],
};
const CLERK: AdminOperatorRow = {
  user_id: '00000000-0000-4000-8000-000000000002',
  uid: 100002,
  email: null,
  phone: '+81901234567',
  roles: ['support'],
};

describe('operators section', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['backoffice', 'messages']);
  });

  it('lists operators with their roles and grants or revokes a role by uid', async () => {
    const api = mockApi({
      adminOperatorList: { data: { list: [ADMIN, CLERK] } },
      adminOperatorGrant: { data: { ...CLERK, roles: ['compliance', 'support'] } },
      adminOperatorRevoke: { data: { ...CLERK, roles: [] } },
    });
    render(
      <QueryProvider>
        <OperatorsSection />
      </QueryProvider>,
    );
    const adminRow = (await screen.findByRole('rowheader', { name: '100001' })).closest('tr')!;
    expect(within(adminRow).getByText('Admin, Finance').tagName).toBe('TD');
    const clerkRow = screen.getByRole('rowheader', { name: '100002' }).closest('tr')!;
    expect(within(clerkRow).getByText('+81901234567').tagName).toBe('TD');

    const grant = screen.getByRole<HTMLButtonElement>('button', { name: 'Grant role' });
    expect(grant.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('User UID'), { target: { value: '10x' } });
    expect(grant.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('User UID'), { target: { value: '100002' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'compliance' } });
    fireEvent.click(grant);
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/admin/operators/grant')).toBe(true),
    );
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'support' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revoke role' }));
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]),
      ).toEqual([
        ['/api/admin/operators/grant', { uid: 100002, role: 'compliance' }],
        ['/api/admin/operators/revoke', { uid: 100002, role: 'support' }],
      ]),
    );
  });
});
