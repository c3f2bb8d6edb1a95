import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionListData } from '@waihui/contracts';
import { getToast } from '@/lib/toast/toast';
import { mockApi } from '@/test/api-mock';
import { setUpFormTests } from '@/test/form';
import { renderInApp } from '@/test/render';
import { SessionsList } from './sessions-list';

const SESSIONS: SessionListData = [
  {
    id: '5d0c6a8e-1111-4a8e-9b1a-000000000001',
    current: false,
    created_at: '2026-11-20T08:00:00.000Z',
    last_used_at: '2026-11-22T09:30:00.000Z',
    expires_at: '2026-12-20T08:00:00.000Z',
    ip: '203.0.113.7',
    user_agent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  },
  {
    id: '5d0c6a8e-1111-4a8e-9b1a-000000000002',
    current: true,
    created_at: '2026-11-22T10:00:00.000Z',
    last_used_at: '2026-11-22T10:00:00.000Z',
    expires_at: '2026-12-22T10:00:00.000Z',
    ip: '198.51.100.4',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  },
  {
    id: '5d0c6a8e-1111-4a8e-9b1a-000000000003',
    current: false,
    created_at: '2026-11-01T08:00:00.000Z',
    last_used_at: '2026-11-01T08:00:00.000Z',
    expires_at: '2026-12-01T08:00:00.000Z',
    ip: null,
    user_agent: null,
  },
];

function rows(): string[][] {
  return screen
    .getAllByRole('listitem')
    .map((item) => [...item.querySelectorAll('p')].map((line) => line.textContent ?? ''));
}

describe('SessionsList (Security page: logged-in devices)', () => {
  setUpFormTests({ token: 'tok_abc123' });

  it('lists the devices, "this device" first, with address, login and last use', async () => {
    mockApi({ sessions: { data: SESSIONS } });
    renderInApp(<SessionsList token="tok_abc123" />, { path: '/pages/wode/anQuan' });
    await screen.findByText('This device');
    expect(rows()).toEqual([
      [
        'Firefox · LinuxThis device',
        'Logged in 2026-11-22 10:00:00 UTC from 198.51.100.4',
        'Last used 2026-11-22 10:00:00 UTC',
      ],
      [
        'Chrome · Android',
        'Logged in 2026-11-20 08:00:00 UTC from 203.0.113.7',
        'Last used 2026-11-22 09:30:00 UTC',
      ],
      ['Unknown device', 'Logged in 2026-11-01 08:00:00 UTC', 'Last used 2026-11-01 08:00:00 UTC'],
    ]);
    // No logout button on this device (the "me" page logs it out).
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Log out Chrome · Android', 'Log out Unknown device']);
  });

  it('logs a device out after the confirmation', async () => {
    const api = mockApi({
      sessions: { data: SESSIONS },
      revokeSession: { data: { revoked: true } },
    });
    renderInApp(<SessionsList token="tok_abc123" />, { path: '/pages/wode/anQuan' });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out Chrome · Android' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 4000 });
    expect(
      within(dialog).getAllByText('Log out Chrome · Android? It will have to log in again.'),
    ).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    expect(api.actions()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Log out Chrome · Android' }));
    const again = await screen.findByRole('dialog', {}, { timeout: 4000 });
    fireEvent.click(within(again).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(getToast()).toMatchObject({ text: 'Device logged out' }), {
      timeout: 4000,
    });
    expect(api.actions().map(({ path, body }) => [path, body])).toEqual([
      ['/api/user/sessions/revoke', { session_id: '5d0c6a8e-1111-4a8e-9b1a-000000000001' }],
    ]);
  });
});
