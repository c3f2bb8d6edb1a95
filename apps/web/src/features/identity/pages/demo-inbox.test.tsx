import { beforeAll, describe, expect, it } from 'vitest';
import type { DevOutboxData } from '@waihui/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetPublicSettings } from '@/lib/settings/public-settings';
import { mockApi } from '@/test/api-mock';
import { renderInApp, setUpI18n } from '@/test/render';
import { formatSentAt, isInboxAddress } from '../components/demo-inbox-lookup';
import LoginPage from './login';
import RegisterPage from './register';
import DemoInboxPage from './demo-inbox';

const DEMO = { demo: true, supportEmail: null, serviceUrl: null };
const NEWER: DevOutboxData = {
  channel: 'email',
  destination: 'demo.newcomer@example.com',
  subject: 'Your Waihui verification code: 654321',
  body: 'Your registration code is 654321.',
  code: '654321',
  created_at: '2026-11-22T10:01:01.000Z',
};
const OLDER: DevOutboxData = {
  ...NEWER,
  subject: null,
  body: 'Welcome.',
  code: null,
  created_at: '2026-11-22T10:00:00.000Z',
};

function submit(): void {
  fireEvent.click(screen.getByRole('button', { name: /Show codes|Refresh/ }));
}

describe('demo inbox page (/pages/demo/inbox)', () => {
  beforeAll(async () => {
    await setUpI18n(['identity', 'messages']);
  });

  it('outside demo mode says the inbox is demo-only, offers no form and calls nothing', () => {
    const api = mockApi({});
    renderInApp(<DemoInboxPage />, { path: '/pages/demo/inbox' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Demo inbox');
    expect(screen.getByRole('status').textContent).toBe(
      'The inbox exists only in demo mode; here codes arrive by e-mail or SMS.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('in demo mode lists the codes sent to the typed address, newest first; Refresh asks again', async () => {
    resetPublicSettings(DEMO);
    const api = mockApi({ devInbox: { data: { messages: [NEWER, OLDER] } } });
    renderInApp(<DemoInboxPage />, { path: '/pages/demo/inbox' });

    // Not an address: the field says so and nothing is asked.
    fireEvent.change(screen.getByLabelText('E-mail or mobile number'), {
      target: { value: '1512345' },
    });
    submit();
    expect(screen.getByRole('alert').textContent).toBe(
      'Type an e-mail address, or a mobile number with its country code (+…)',
    );
    expect(api.calls).toEqual([]);

    fireEvent.change(screen.getByLabelText('E-mail or mobile number'), {
      target: { value: ' Demo.Newcomer@example.com ' },
    });
    submit();
    const list = await screen.findByRole('list', {
      name: 'Messages to Demo.Newcomer@example.com',
    });
    expect(api.calls.map((call) => [call.method, call.path, call.query])).toEqual([
      ['GET', '/api/dev/inbox', { to: 'Demo.Newcomer@example.com' }],
    ]);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'E-mail2026-11-22 10:01:01 UTC654321Your Waihui verification code: 654321',
      'E-mail2026-11-22 10:00:00 UTCNo code in this message',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1]?.query).toEqual({ to: 'Demo.Newcomer@example.com' });
  });

  it('an address nothing was sent to: says so', async () => {
    resetPublicSettings(DEMO);
    mockApi({ devInbox: { data: { messages: [] } } });
    renderInApp(<DemoInboxPage />, { path: '/pages/demo/inbox' });
    fireEvent.change(screen.getByLabelText('E-mail or mobile number'), {
      target: { value: '+49 1512 3456789' },
    });
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(
      'No messages to this address yet. Send a code first, then refresh.',
    );
  });

  it('login and register link to it in demo mode only', () => {
    const name = 'Open the demo inbox';
    const { unmount } = renderInApp(<LoginPage />, { path: '/pages/login/login' });
    expect(screen.queryByRole('link', { name })).toBeNull();
    unmount();

    resetPublicSettings(DEMO);
    const login = renderInApp(<LoginPage />, { path: '/pages/login/login' });
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('#/pages/demo/inbox');
    login.unmount();
    renderInApp(<RegisterPage />, { path: '/pages/login/register' });
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('#/pages/demo/inbox');
  });

  it('isInboxAddress and formatSentAt', () => {
    expect(isInboxAddress('a@b.example')).toBe(true);
    expect(isInboxAddress('+49 1512 3456789')).toBe(true);
    expect(isInboxAddress('01512 3456789')).toBe(false);
    expect(isInboxAddress('a b@c')).toBe(false);
    expect(isInboxAddress('')).toBe(false);
    expect(formatSentAt('2026-11-22T10:01:01.000Z')).toBe('2026-11-22 10:01:01 UTC');
  });
});
