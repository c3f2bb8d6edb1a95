import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAppStore } from '@/lib/store/store';
import { getToast } from '@/lib/toast/toast';
import { mockApi } from '@/test/api-mock';
import { AREAS, CAPTCHA, SENT_SMS, SESSION } from '@/test/identity-fixtures';
import { setUpFormTests, type } from '@/test/form';
import { currentPath, renderInApp } from '@/test/render';
import { resetIdentityDraft, useIdentityDraft } from './identity-draft';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  setUpFormTests({ reset: resetIdentityDraft });

  it('logs in with e-mail and password, stores the session and follows ?redirect=', async () => {
    const api = mockApi({
      areaList: { data: AREAS },
      login: { data: SESSION },
    });
    renderInApp(<LoginForm />, { path: '/pages/login/login?redirect=%2Fpages%2Fwode%2FanQuan' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter your mobile number or e-mail',
      'Enter your password',
    ]);
    expect(api.actions()).toEqual([]);

    type('E-mail', 'ana@example.com');
    type('Password', 'correct-horse');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentPath()).toBe('/pages/wode/anQuan'));
    expect(api.actions().map(({ path, body }) => [path, body])).toEqual([
      [
        '/api/user/login',
        { type: 'password', account: 'ana@example.com', password: 'correct-horse' },
      ],
    ]);
    expect(useAppStore.getState()).toMatchObject({ token: 'tok_abc123', userInfo: SESSION.user });
    expect(getToast()).toMatchObject({ text: 'Logged in', icon: 'success' });
  });

  it('logs in by code: a national mobile number goes as E.164 with its country', async () => {
    const api = mockApi({
      areaList: { data: AREAS },
      captcha: { data: CAPTCHA },
      sendSms: { data: SENT_SMS },
      login: { data: SESSION },
    });
    useIdentityDraft.setState({ accountType: 'phone', country: 'DE' });
    renderInApp(<LoginForm />, { path: '/pages/login/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in with a code' }));
    type('Mobile number', '01512 3456789');
    // An SMS needs the image code first.
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('Enter the image code');
    expect(api.actions()).toEqual([]);
    await screen.findByAltText('Image code to type in');
    type('Image code', 'x7Kp');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: '60 s' });
    type('Verification code', '246810');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentPath()).toBe('/pages/index/index'));
    expect(api.actions().map(({ path, body }) => [path, body])).toEqual([
      [
        '/api/notify/send_sms',
        {
          purpose: 'login',
          phone: '+4915123456789',
          country: 'DE',
          captcha_key: CAPTCHA.captcha_key,
          captcha: 'x7Kp',
        },
      ],
      [
        '/api/user/login',
        { type: 'code', account: '+4915123456789', country: 'DE', code: '246810' },
      ],
    ]);
  });

  it('shows a wrong password at the password field and stays logged out', async () => {
    mockApi({
      areaList: { data: AREAS },
      login: { fail: 'WRONG_CREDENTIALS', msg: 'Incorrect account or password' },
    });
    renderInApp(<LoginForm />, { path: '/pages/login/login' });
    type('E-mail', 'ana@example.com');
    type('Password', 'wrong-one');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const field = screen.getByLabelText('Password').closest('.wh-field') as HTMLElement;
    await waitFor(() =>
      expect(within(field).getByRole('alert').textContent).toBe('Incorrect account or password'),
    );
    expect(getToast()).toMatchObject({ text: 'Incorrect account or password', icon: 'fail' });
    expect(useAppStore.getState().token).toBeNull();
    type('Password', 'another');
    expect(within(field).queryByRole('alert')).toBeNull();
  });

  it('after the server asks for the image code, shows it and sends it with the password', async () => {
    const api = mockApi({
      areaList: { data: AREAS },
      captcha: { data: CAPTCHA },
      login: {
        fail: 'WRONG_CREDENTIALS',
        msg: 'Incorrect account or password',
        extra: { captcha_required: true },
      },
    });
    renderInApp(<LoginForm />, { path: '/pages/login/login' });
    expect(screen.queryByLabelText('Image code')).toBeNull();
    type('E-mail', 'ana@example.com');
    type('Password', 'wrong-five');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByAltText('Image code to type in');
    // The next try needs it: nothing is sent without.
    type('Password', 'correct-horse');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Enter the image code',
    );
    type('Image code', 'x7Kp');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.actions()).toHaveLength(2));
    expect(api.actions().map(({ body }) => body)).toEqual([
      { type: 'password', account: 'ana@example.com', password: 'wrong-five' },
      {
        type: 'password',
        account: 'ana@example.com',
        password: 'correct-horse',
        captcha_key: CAPTCHA.captcha_key,
        captcha: 'x7Kp',
      },
    ]);
  });
});
