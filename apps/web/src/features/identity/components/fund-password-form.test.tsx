import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getToast } from '@/lib/toast/toast';
import { mockApi } from '@/test/api-mock';
import { SENT_EMAIL, SENT_SMS, USER } from '@/test/identity-fixtures';
import { setUpFormTests, type } from '@/test/form';
import { renderInApp } from '@/test/render';
import { FundPasswordForm } from './fund-password-form';

describe('FundPasswordForm (anQuan)', () => {
  setUpFormTests({ token: 'tok_abc123' });

  it('sets the fund password with a code sent to the account e-mail', async () => {
    const api = mockApi({
      sendEmail: { data: SENT_EMAIL },
      fundPassword: { data: { has_fund_password: true } },
    });
    renderInApp(<FundPasswordForm info={USER} />, { path: '/pages/wode/anQuan' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Set fund password');
    expect(screen.getAllByText('The code goes to an***@example.com.')).toHaveLength(1);

    type('Fund password', 'fund-123');
    type('Confirm fund password', 'fund-124');
    fireEvent.click(screen.getByRole('button', { name: 'Set fund password' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter the 6-digit code',
      'Passwords do not match',
    ]);
    expect(api.calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: '60 s' });
    type('Verification code', '135790');
    type('Confirm fund password', 'fund-123');
    fireEvent.click(screen.getByRole('button', { name: 'Set fund password' }));
    await waitFor(() => expect(getToast()).toMatchObject({ text: 'Fund password saved' }));
    expect(api.calls.map(({ path, body }) => [path, body])).toEqual([
      ['/api/notify/send_email', { purpose: 'fund_password' }],
      [
        '/api/user/fund_password',
        { code: '135790', password: 'fund-123', confirm_password: 'fund-123' },
      ],
    ]);
    expect(screen.getByLabelText('Fund password')).toHaveProperty('value', '');
  });

  it('uses SMS for a phone account and says "change" once one is set', async () => {
    const api = mockApi({
      sendSms: { data: SENT_SMS },
    });
    renderInApp(
      <FundPasswordForm
        info={{
          ...USER,
          account_type: 'phone',
          phone_masked: '+491****6789',
          email_masked: null,
          has_fund_password: true,
        }}
      />,
      { path: '/pages/wode/anQuan' },
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Change fund password');
    expect(screen.getAllByText('The code goes to +491****6789.')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: '60 s' });
    expect(api.calls.map(({ path, body }) => [path, body])).toEqual([
      ['/api/notify/send_sms', { purpose: 'fund_password' }],
    ]);
  });
});
