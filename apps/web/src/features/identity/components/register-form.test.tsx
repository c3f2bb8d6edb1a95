import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAppStore } from '@/lib/store/store';
import { getToast } from '@/lib/toast/toast';
import { mockApi } from '@/test/api-mock';
import {
  AREAS,
  CAPTCHA,
  PUBLIC_SETTINGS,
  SENT_EMAIL,
  SENT_SMS,
  SESSION,
} from '@/test/identity-fixtures';
import { setUpFormTests, type } from '@/test/form';
import { currentPath, renderInApp } from '@/test/render';
import { resetIdentityDraft, useIdentityDraft } from './identity-draft';
import { RegisterForm } from './register-form';

function routes(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    areaList: { data: AREAS },
    captcha: { data: CAPTCHA },
    publicSettings: { data: PUBLIC_SETTINGS },
    ...extra,
  });
}

function alerts(): string[] {
  return screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
}

async function renderForm() {
  const view = renderInApp(<RegisterForm />, { path: '/pages/login/register' });
  await screen.findByAltText('Image code to type in');
  return view;
}

describe('RegisterForm', () => {
  setUpFormTests({ reset: resetIdentityDraft });

  it('shows "Terms not checked", "Passwords do not match" and "Invalid mobile number" before any request', async () => {
    const api = routes();
    useIdentityDraft.setState({ country: 'DE' });
    await renderForm();
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    await screen.findByRole('button', { name: 'Country or region: Germany' });
    type('Mobile number', '123');
    type('Image code', 'ab12');
    type('Verification code', '123456');
    type('Password', 'secret1');
    type('Confirm password', 'secret2');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(alerts()).toEqual([
      'Invalid mobile number',
      'Passwords do not match',
      'Terms not checked',
    ]);
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile number'));

    // "Send code" with the same number checks it too, and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(api.actions()).toEqual([]);

    // Fixing a field removes its message.
    type('Mobile number', '01512 3456789');
    type('Confirm password', 'secret1');
    expect(alerts()).toEqual(['Terms not checked']);
    expect(api.actions()).toEqual([]);
  });

  it('asks for the country, a long enough password, the code and the image code', async () => {
    const api = routes();
    await renderForm();
    type('E-mail', 'ana@example');
    type('Password', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(alerts()).toEqual([
      'Choose your country or region',
      'Invalid e-mail address',
      'Enter the image code',
      'Enter the 6-digit code',
      'Password must be at least 6 characters',
      'Passwords do not match',
      'Terms not checked',
    ]);
    expect(api.actions()).toEqual([]);
  });

  it('says clearly that residents of a barred country cannot register', async () => {
    const api = routes();
    useIdentityDraft.setState({ country: 'US' });
    await renderForm();
    await screen.findByRole('button', { name: 'Country or region' });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(alerts()).toEqual([
      'Residents of United States cannot open an account under our terms of service',
      'Enter your mobile number or e-mail',
    ]);

    // A "+1" number under an allowed country belongs to the barred one.
    useIdentityDraft.setState({ country: 'DE' });
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    type('Mobile number', '+1 202 555 0123');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await act(async () => {
      await Promise.resolve();
    });
    // An SMS also needs the image code first.
    expect(alerts()).toEqual([
      'Residents of United States cannot open an account under our terms of service',
      'Enter the image code',
    ]);
    expect(api.actions()).toEqual([]);
  });

  it('sends an SMS code with the image code, then shows a fresh image for the form', async () => {
    const api = routes({
      sendSms: { data: SENT_SMS },
    });
    useIdentityDraft.setState({ country: 'DE', accountType: 'phone' });
    await renderForm();
    type('Mobile number', '01512 3456789');
    type('Image code', ' x7Kp ');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: '60 s' });
    expect(api.actions().map(({ path, body }) => [path, body])).toEqual([
      [
        '/api/notify/send_sms',
        {
          purpose: 'register',
          phone: '01512 3456789',
          country: 'DE',
          captcha_key: CAPTCHA.captcha_key,
          captcha: 'x7Kp',
        },
      ],
    ]);
    expect(screen.getByLabelText('Image code')).toHaveProperty('value', '');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/captcha/api/flat')).toHaveLength(2),
    );
  });

  it('sends the code, registers with exactly the form, keeps the session and opens home', async () => {
    const api = routes({
      sendEmail: { data: SENT_EMAIL },
      register: { data: SESSION },
    });
    useIdentityDraft.setState({ country: 'DE' });
    await renderForm();
    type('E-mail', ' Ana@Example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: '60 s' });
    expect(getToast()).toMatchObject({ text: 'Code sent to an***@example.com', icon: 'success' });

    type('Image code', ' x7Kp ');
    type('Verification code', '482913');
    type('Password', 'correct-horse');
    type('Confirm password', 'correct-horse');
    type('Invite code (optional)', ' ab12cd34 ');
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and agree to the/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(currentPath()).toBe('/pages/index/index'));
    expect(api.actions().map(({ path, body }) => [path, body])).toEqual([
      ['/api/notify/send_email', { purpose: 'register', email: 'Ana@Example.com' }],
      [
        '/api/user/register',
        {
          type: 'email',
          email: 'Ana@Example.com',
          country: 'DE',
          password: 'correct-horse',
          confirm_password: 'correct-horse',
          code: '482913',
          invite_code: 'ab12cd34',
          terms_accepted: true,
          captcha_key: CAPTCHA.captcha_key,
          captcha: 'x7Kp',
        },
      ],
    ]);
    expect(useAppStore.getState()).toMatchObject({ token: 'tok_abc123', userInfo: SESSION.user });
    expect(getToast()).toMatchObject({ text: 'Welcome to Waihui', icon: 'success' });
    // Passwords and codes are forgotten once registered.
    expect(useIdentityDraft.getState().register.password).toBe('');
  });

  it('registers a mobile number as typed, with its country', async () => {
    const api = routes({ register: { data: SESSION } });
    useIdentityDraft.setState({ country: 'DE', accountType: 'phone' });
    await renderForm();
    type('Mobile number', '01512 3456789');
    type('Image code', 'abcd');
    type('Verification code', '111222');
    type('Password', 'secret1');
    type('Confirm password', 'secret1');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.actions()).toHaveLength(1));
    expect(api.actions()[0]?.body).toMatchObject({
      type: 'phone',
      phone: '01512 3456789',
      country: 'DE',
      invite_code: '',
    });
  });

  it('shows the server message at its field and a fresh image code after a refusal', async () => {
    const api = routes({
      register: {
        fail: 'CAPTCHA_WRONG',
        msg: 'The image code is wrong or has expired, please try a new one',
      },
    });
    useIdentityDraft.setState({ country: 'DE' });
    await renderForm();
    type('E-mail', 'ana@example.com');
    type('Image code', 'zzzz');
    type('Verification code', '123456');
    type('Password', 'secret1');
    type('Confirm password', 'secret1');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    const field = screen.getByLabelText('Image code').closest('.wh-field');
    await waitFor(() =>
      expect(within(field as HTMLElement).getByRole('alert').textContent).toBe(
        'The image code is wrong or has expired, please try a new one',
      ),
    );
    expect(screen.getByLabelText('Image code')).toHaveProperty('value', '');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/captcha/api/flat')).toHaveLength(2),
    );
    expect(useAppStore.getState().token).toBeNull();
    expect(currentPath()).toBe('/pages/login/register');
  });
});
