import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { isVerificationCode } from '@waihui/core';
import type { SendCodeData } from '@waihui/contracts';
import { ApiError } from '@/lib/http/client';
import { hideToast } from '@/lib/toast/toast';
import { type } from '@/test/form';
import { setUpI18n } from '@/test/render';
import { AmountField, CodeField, NewPasswordFields, TextField } from './fields';
import { newPasswordIssues } from './new-password';
import { useCodeSender } from './send-code';
import { useForm } from './use-form';

const SENT: SendCodeData = {
  channel: 'email',
  destination_masked: 'a***@x.io',
  expires_in_seconds: 600,
  resend_after_seconds: 60,
};

type Field = 'email' | 'code' | 'password' | 'confirmPassword' | 'amount';

/** A form as a feature writes one: values in state, issues from core's rules, one send. */
function TestForm({
  send,
  sendCode = () => Promise.resolve(SENT),
}: {
  send: (values: Record<Field, string>) => Promise<void>;
  sendCode?: () => Promise<SendCodeData>;
}) {
  const [values, setValues] = useState<Record<Field, string>>({
    email: '',
    code: '',
    password: '',
    confirmPassword: '',
    amount: '',
  });
  const set = (field: Field) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const form = useForm(
    {
      name: 'test',
      fields: ['email', 'code', 'password', 'confirmPassword', 'amount'],
      server: { INVALID_EMAIL: 'email' },
    },
    {
      email: values.email.includes('@') ? null : 'INVALID_EMAIL',
      code: isVerificationCode(values.code) ? null : 'CODE_FORMAT',
      ...newPasswordIssues(values.password, values.confirmPassword),
    },
  );
  const onSendCode = useCodeSender(form, { needs: ['email'], code: 'code' }, sendCode);
  return (
    <form noValidate onSubmit={form.onSubmit(() => send(values))}>
      <TextField
        field={form.field('email')}
        label="E-mail"
        value={values.email}
        onChange={set('email')}
      />
      <CodeField
        field={form.field('code')}
        value={values.code}
        onChange={set('code')}
        onSend={onSendCode}
      />
      <NewPasswordFields
        form={form}
        labels={{ password: 'Password', confirmPassword: 'Confirm' }}
        values={values}
        onChange={(which, value) => set(which)(value)}
      />
      <AmountField
        field={form.field('amount')}
        label="Amount"
        scale={2}
        value={values.amount}
        onChange={set('amount')}
      />
      <button type="submit" disabled={form.submitting}>
        Save
      </button>
    </form>
  );
}

function fillValid(): void {
  type('E-mail', 'ann@example.com');
  type('Verification code', '123456');
  type('Password', 'secret1');
  type('Confirm', 'secret1');
}

function errors(): string[] {
  return screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
}

async function submit(): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await Promise.resolve();
  });
}

describe('the form kit (useForm and its fields)', () => {
  beforeAll(async () => {
    await setUpI18n();
  });
  afterEach(() => {
    hideToast();
    vi.useRealTimers();
  });

  it('shows no message while typing, every one after submit, and focuses the first invalid field', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<TestForm send={send} />);
    type('Password', 'abc');
    type('Confirm', 'abd');
    expect(errors()).toEqual([]);

    await submit();
    expect(errors()).toEqual([
      'Invalid e-mail address',
      'Enter the 6-digit code',
      'Password must be at least 6 characters',
      'Passwords do not match',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(screen.getByLabelText('E-mail').getAttribute('aria-describedby')).toBe(
      'test-email-error',
    );
    expect(send).not.toHaveBeenCalled();

    // A fixed value's message goes at once; the focus goes to the next invalid field.
    type('E-mail', 'ann@example.com');
    expect(errors()).toHaveLength(3);
    await submit();
    expect(document.activeElement).toBe(screen.getByLabelText('Verification code'));
  });

  it("puts a server reason under its field with the server's text; editing clears it", async () => {
    const refusal = new ApiError('envelope', 'The verification code is incorrect', {
      reason: 'CODE_INVALID',
    });
    const send = vi.fn(() => Promise.reject(refusal));
    render(<TestForm send={send} />);
    fillValid();
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Verification code').getAttribute('aria-invalid')).toBe('true');
    expect(errors()).toEqual(['The verification code is incorrect']);
    expect(screen.getByRole('alert').id).toBe('test-code-error');

    type('Password', 'secret12');
    expect(errors()).toEqual(['The verification code is incorrect', 'Passwords do not match']);
    type('Verification code', '654321');
    expect(errors()).toEqual(['Passwords do not match']);
  });

  it.each([
    ['INVALID_EMAIL', 'the form maps it', 'test-email-error'],
    ['CODE_EXPIRED', "contracts' REASON_FIELDS name the form's field", 'test-code-error'],
    ['PASSWORDS_DO_NOT_MATCH', 'REASON_FIELDS again', 'test-confirmPassword-error'],
    ['WRONG_CREDENTIALS', 'REASON_FIELDS say password', 'test-password-error'],
  ])('shows %s under its field (%s)', async (reason, _why, errorId) => {
    const send = vi.fn(() => Promise.reject(new ApiError('envelope', 'Refused', { reason })));
    render(<TestForm send={send} />);
    fillValid();
    await submit();
    expect(screen.getByRole('alert').id).toBe(errorId);
    expect(errors()).toEqual(['Refused']);
  });

  it('a reason whose field the form lacks stays a toast only', async () => {
    const send = vi.fn(() =>
      Promise.reject(new ApiError('envelope', 'Refused', { reason: 'TX_REF_INVALID' })),
    );
    render(<TestForm send={send} />);
    fillValid();
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(errors()).toEqual([]);
  });

  it('a reason the form does not map stays a toast only', async () => {
    const send = vi.fn(() =>
      Promise.reject(new ApiError('envelope', 'Too many requests', { reason: 'RATE_LIMITED' })),
    );
    render(<TestForm send={send} />);
    fillValid();
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(errors()).toEqual([]);
  });

  it('is submitting until the request settles, and ignores a second submit meanwhile', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((done) => (finish = done)));
    render(<TestForm send={send} />);
    fillValid();
    await submit();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!);
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });

  it('the code button checks the fields it needs first, then counts 60 s down to "Resend"', async () => {
    vi.useFakeTimers();
    const sendCode = vi.fn(() => Promise.resolve(SENT));
    render(<TestForm send={() => Promise.resolve()} sendCode={sendCode} />);
    const button = screen.getByRole('button', { name: 'Send code' });
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(sendCode).not.toHaveBeenCalled();
    expect(errors()).toEqual(['Invalid e-mail address']);
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(button.textContent).toBe('Send code');

    type('E-mail', 'ann@example.com');
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(sendCode).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByLabelText('Verification code'));
    expect(button.textContent).toBe('60 s');
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(button.textContent).toBe('1 s');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(button.textContent).toBe('Resend');
  });

  it('the amount field keeps the typed decimal string and refuses what is not one', () => {
    render(<TestForm send={() => Promise.resolve()} />);
    const amount = screen.getByLabelText<HTMLInputElement>('Amount');
    type('Amount', '1234567890123456789.05');
    expect(amount.value).toBe('1234567890123456789.05');
    type('Amount', '1e3');
    expect(amount.value).toBe('1234567890123456789.05');
    type('Amount', '0,125');
    expect(amount.value).toBe('1234567890123456789.05');
    type('Amount', '0,12');
    expect(amount.value).toBe('0.12');
    expect(amount.getAttribute('inputmode')).toBe('decimal');
  });
});
