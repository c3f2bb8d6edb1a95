import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n, loadNamespaces } from '@/lib/i18n/i18n';
import QueryProvider from '@/lib/query/query-provider';
import { mockApi } from '@/test/api-mock';
import { getOperatorSession, setOperatorSession } from '../api/operator-session';
import { SignIn } from './sign-in';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Image codes as the server hands them out: a new key each time (every check uses one up). */
function captchaServer() {
  let served = 0;
  return () => {
    served += 1;
    return {
      data: {
        captcha_key: `00000000-0000-4000-8000-00000000000${served}`,
        image: `data:image/svg+xml;base64,PHN2Zy8+${served}`,
        expires_in_seconds: 300,
      },
    };
  };
}

describe('operator sign-in after wrong tries', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['backoffice', 'messages']);
  });
  afterEach(() => setOperatorSession(null));

  it('shows the image code once the server asks, and sends a fresh one with each step', async () => {
    const answers = [
      {
        fail: 'WRONG_CREDENTIALS',
        msg: 'Incorrect account or password',
        extra: { captcha_required: true },
      },
      { data: { status: 'totp_required' as const } },
      {
        data: {
          status: 'signed_in' as const,
          token: 'op-token',
          expires_at: '2026-11-22T11:00:00.000Z',
          roles: ['admin' as const],
        },
      },
    ];
    const api = mockApi({
      adminLogin: () => answers.shift() ?? { status: 500 },
      captcha: captchaServer(),
    });
    render(
      <QueryProvider>
        <SignIn />
      </QueryProvider>,
    );
    // No image code (and no captcha request) before the server asks for one.
    expect(screen.queryByLabelText('Image code')).toBeNull();
    type('E-mail or phone', 'op@example.com');
    type('Password', 'wrong-five');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const first = await screen.findByAltText('Image code to type in');
    expect(first.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+1');

    // Nothing is sent without the image code.
    type('Password', 'right-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the image code');
    expect(api.actions()).toHaveLength(1);

    type('Image code', ' x7Kp ');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The code step keeps asking for the image code, with a new image and an empty field.
    await screen.findByLabelText('Authenticator code');
    await waitFor(() =>
      expect(screen.getByAltText('Image code to type in').getAttribute('src')).toBe(
        'data:image/svg+xml;base64,PHN2Zy8+2',
      ),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Image code').value).toBe('');
    type('Authenticator code', '123456');
    type('Image code', 'q2Ww');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(getOperatorSession()?.token).toBe('op-token'));
    expect(api.actions().map((call) => call.body)).toEqual([
      { account: 'op@example.com', password: 'wrong-five' },
      {
        account: 'op@example.com',
        password: 'right-pass',
        captcha_key: '00000000-0000-4000-8000-000000000001',
        captcha: 'x7Kp',
      },
      {
        account: 'op@example.com',
        password: 'right-pass',
        totp: '123456',
        captcha_key: '00000000-0000-4000-8000-000000000002',
        captcha: 'q2Ww',
      },
    ]);
  });
});
