import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useAppStore } from '@/lib/store/store';
import { getToast } from '@/lib/toast/toast';
import { mockApi } from '@/test/api-mock';
import { setUpFormTests, type } from '@/test/form';
import { currentPath, linkHref, renderInApp } from '@/test/render';
import { resetIdentityDraft, useIdentityDraft } from './identity-draft';
import { ResetPasswordForm } from './reset-password-form';

describe('ResetPasswordForm (forgotPasswordNext)', () => {
  setUpFormTests({ reset: resetIdentityDraft });

  it('without the token of step 1 says so and links back to it', () => {
    renderInApp(<ResetPasswordForm />, { path: '/pages/login/forgotPasswordNext' });
    expect(screen.getByRole('alert').textContent).toContain(
      'This reset has expired or was already used. Please start again.',
    );
    expect(linkHref('Start again')).toBe('#/pages/login/forgotPassword');
  });

  it('checks the new password, resets with the token, then opens login', async () => {
    const api = mockApi({
      forgetPassword: { data: { sessions_revoked: 2 } },
    });
    useIdentityDraft.setState({ resetToken: 'reset-123' });
    useAppStore.setState({ token: 'old-session' });
    renderInApp(<ResetPasswordForm />, { path: '/pages/login/forgotPasswordNext' });
    type('New password', 'new-pass-1');
    type('Confirm new password', 'new-pass-2');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    expect(api.actions()).toEqual([]);

    type('Confirm new password', 'new-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(currentPath()).toBe('/pages/login/login'));
    expect(api.actions().map(({ path, body }) => [path, body])).toEqual([
      [
        '/api/user/forget_password',
        {
          step: 'reset',
          reset_token: 'reset-123',
          password: 'new-pass-1',
          confirm_password: 'new-pass-1',
        },
      ],
    ]);
    expect(getToast()).toMatchObject({ text: 'Password reset, please log in' });
    expect(useIdentityDraft.getState().resetToken).toBeNull();
    expect(useAppStore.getState().token).toBeNull();
  });
});
