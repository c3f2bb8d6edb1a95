import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@/lib/http/client';
import { setUpI18n } from '@/test/render';
import { CodeButton } from './code-button';

async function flush(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
  });
}

function tick(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('CodeButton', () => {
  beforeAll(async () => {
    await setUpI18n();
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after a send counts 60 → 1 second by second, then offers "Resend"', async () => {
    const onSend = vi.fn(() => Promise.resolve(60));
    render(<CodeButton onSend={onSend} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Send code');
    expect(button).toHaveProperty('disabled', false);

    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('60 s');
    expect(button).toHaveProperty('disabled', true);

    const seen: string[] = [button.textContent ?? ''];
    for (let second = 1; second < 60; second += 1) {
      tick(1000);
      seen.push(button.textContent ?? '');
    }
    expect(seen).toEqual(Array.from({ length: 60 }, (_, index) => `${60 - index} s`));
    expect(button).toHaveProperty('disabled', true);

    // A tap while counting sends nothing.
    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);

    tick(1000);
    expect(button.textContent).toBe('Resend');
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(button.textContent).toBe('60 s');
  });

  it('shows "Sending" while the request runs and counts the seconds the server gives', async () => {
    let resolve: (seconds: number) => void = () => undefined;
    render(<CodeButton onSend={() => new Promise<number>((done) => (resolve = done))} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    await flush();
    expect(button.textContent).toBe('Sending');
    expect(button).toHaveProperty('disabled', true);
    await act(async () => {
      resolve(45);
      await Promise.resolve();
    });
    expect(button.textContent).toBe('45 s');
    tick(44_000);
    expect(button.textContent).toBe('1 s');
    tick(1000);
    expect(button.textContent).toBe('Resend');
  });

  it('stays ready when nothing was sent (form check failed) or sending failed', async () => {
    const onSend = vi
      .fn<() => Promise<number | null>>()
      .mockResolvedValueOnce(null)
      .mockRejectedValueOnce(
        new ApiError('envelope', 'Delivery failed', { reason: 'CODE_DELIVERY_FAILED' }),
      );
    render(<CodeButton onSend={onSend} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    await flush();
    expect(button.textContent).toBe('Send code');
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(button.textContent).toBe('Send code');
    expect(button).toHaveProperty('disabled', false);
  });

  it('on CODE_RESEND_TOO_SOON counts down the retry_after_seconds of the answer', async () => {
    const tooSoon = new ApiError('envelope', 'Please wait 17 seconds', {
      reason: 'CODE_RESEND_TOO_SOON',
      data: { reason: 'CODE_RESEND_TOO_SOON', retry_after_seconds: 17 },
    });
    render(<CodeButton onSend={() => Promise.reject(tooSoon)} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    await flush();
    expect(button.textContent).toBe('17 s');
    tick(17_000);
    expect(button.textContent).toBe('Resend');
  });

  it('is disabled when the form says so', () => {
    render(<CodeButton onSend={() => Promise.resolve(60)} disabled />);
    expect(screen.getByRole('button')).toHaveProperty('disabled', true);
  });
});
