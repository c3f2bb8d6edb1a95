import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAppStore } from '@/lib/store/store';
import { getToast } from '@/lib/toast/toast';
import { mockApi } from '@/test/api-mock';
import { setUpFormTests, type } from '@/test/form';
import { currentPath, renderInApp } from '@/test/render';
import { ChangePasswordForm } from './change-password-form';

describe('ChangePasswordForm (xiuGaiMiMa)', () => {
  setUpFormTests({ token: 'tok_abc123' });

  it('shows "Passwords do not match" and the length rule before any request', () => {
    const api = mockApi({});
    renderInApp(<ChangePasswordForm />, { path: '/pages/wode/xiuGaiMiMa' });
    type('Current password', 'old-secret');
    type('New password', 'abc');
    type('Confirm new password', 'abd');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Password must be at least 6 characters',
      'Passwords do not match',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));
    expect(api.calls).toEqual([]);
  });

  it('changes the password with exactly old, new and confirm, then goes to "me"', async () => {
    const api = mockApi({ amendPassword: { data: { sessions_revoked: 1 } } });
    renderInApp(<ChangePasswordForm />, { path: '/pages/wode/xiuGaiMiMa' });
    type('Current password', 'old-secret');
    type('New password', 'new-secret');
    type('Confirm new password', 'new-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(currentPath()).toBe('/pages/wode/wode'));
    expect(api.calls.map(({ path, body }) => [path, body])).toEqual([
      [
        '/api/user/amend_password',
        { old_password: 'old-secret', password: 'new-secret', confirm_password: 'new-secret' },
      ],
    ]);
    expect(getToast()).toMatchObject({ text: 'Password changed', icon: 'success' });
    expect(useAppStore.getState().token).toBe('tok_abc123');
  });

  it('shows a wrong current password at that field', async () => {
    mockApi({
      amendPassword: {
        fail: 'OLD_PASSWORD_WRONG',
        msg: 'The current password is incorrect',
      },
    });
    renderInApp(<ChangePasswordForm />, { path: '/pages/wode/xiuGaiMiMa' });
    type('Current password', 'not-it');
    type('New password', 'new-secret');
    type('Confirm new password', 'new-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const field = screen.getByLabelText('Current password').closest('.wh-field') as HTMLElement;
    await waitFor(() =>
      expect(within(field).getByRole('alert').textContent).toBe(
        'The current password is incorrect',
      ),
    );
    expect(currentPath()).toBe('/pages/wode/xiuGaiMiMa');
  });
});
