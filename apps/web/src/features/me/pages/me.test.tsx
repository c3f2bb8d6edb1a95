import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { getToast, hideToast } from '@/lib/toast/toast';
import { mockApi } from '@/test/api-mock';
import { USER } from '@/test/identity-fixtures';
import { currentPath, linkHref, renderInApp, setUpI18n } from '@/test/render';
import MePage from './me';

describe('"me" page (/pages/wode/wode)', () => {
  beforeAll(async () => {
    await setUpI18n();
  });
  beforeEach(() => {
    useAppStore.setState(INITIAL_DATA);
  });
  afterEach(() => {
    hideToast();
    vi.unstubAllGlobals();
  });

  it('without a session offers login and register, lists the menu and asks for no profile', () => {
    const api = mockApi({});
    renderInApp(<MePage />, { path: '/pages/wode/wode' });
    expect(linkHref('Log in')).toBe('#/pages/login/login');
    expect(linkHref('Register')).toBe('#/pages/login/register');
    expect(screen.queryByRole('navigation')).toBeNull();
    const menus = ['Account and security', 'Funds', 'Help and settings'].map((name) =>
      screen.getByRole('region', { name }),
    );
    expect(
      menus.flatMap((menu) =>
        within(menu)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ),
    ).toEqual([
      'Identity verification',
      'Security',
      'Change password',
      'Bank cards',
      'Wallet addresses',
      'Deposit',
      'Withdraw',
      'Deposits and withdrawals',
      'Account history',
      'Announcements',
      'Help centre',
      'Feedback',
      'Contact us',
      'About us',
      'Terms of service',
      'LanguageEnglish',
    ]);
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(api.calls.filter((call) => call.path === '/api/user/info')).toEqual([]);
  });

  it('shows the profile of /api/user/info; the invite code copies with "Content copied"', async () => {
    const api = mockApi({ userInfo: { data: { ...USER, has_fund_password: true } } });
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', true);
    useAppStore.setState({ token: 'tok_abc123' });
    renderInApp(<MePage />, { path: '/pages/wode/wode' });

    expect((await screen.findByTestId('profile-account')).textContent).toBe('an***@example.com');
    expect(screen.getByTestId('profile-uid').textContent).toBe('100042');
    expect(screen.getByTestId('profile-invite-code').textContent).toBe('K7QX2M9P');
    expect(linkHref('Unverified')).toBe('#/pages/wode/shiMingRenZheng');
    expect(linkHref('Set')).toBe('#/pages/wode/anQuan');
    expect(api.calls.find((call) => call.path === '/api/user/info')?.headers).toMatchObject({
      Authorization: 'Bearer tok_abc123',
    });
    // The store keeps the fresh profile (product.md §3.1 userInfo).
    expect(useAppStore.getState().userInfo).toMatchObject({ uid: 100042 });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('K7QX2M9P');
    expect(getToast()).toMatchObject({ text: 'Content copied', icon: 'success' });
  });

  it('says so when the profile cannot be loaded, and retries', async () => {
    let answer: 'down' | 'up' = 'down';
    mockApi({
      userInfo: () => (answer === 'down' ? { status: 503 } : { data: USER }),
    });
    useAppStore.setState({ token: 'tok_abc123' });
    renderInApp(<MePage />, { path: '/pages/wode/wode' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your profile could not be loaded.',
    );
    answer = 'up';
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('profile-account')).textContent).toBe('an***@example.com');
  });

  it('logs out after the confirmation: session forgotten, login page', async () => {
    const api = mockApi({
      userInfo: { data: USER },
      logout: { data: null },
    });
    useAppStore.setState({ token: 'tok_abc123', userInfo: USER });
    renderInApp(<MePage />, { path: '/pages/wode/wode' });
    await screen.findByTestId('profile-account');

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Log out of this account?')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Log out of this account?')).toBeNull());
    expect(api.actions()).toEqual([]);
    expect(useAppStore.getState().token).toBe('tok_abc123');

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Log out' }));
    // Dialog.confirm resolves once its closing animation has run.
    await waitFor(() => expect(currentPath()).toBe('/pages/login/login'), { timeout: 4000 });
    expect(api.actions().map(({ path, headers }) => [path, headers.Authorization])).toEqual([
      ['/api/user/logout', 'Bearer tok_abc123'],
    ]);
    expect(useAppStore.getState()).toMatchObject({ token: null, userInfo: null });
    expect(getToast()).toMatchObject({ text: 'Logged out', icon: 'success' });
  });
});
