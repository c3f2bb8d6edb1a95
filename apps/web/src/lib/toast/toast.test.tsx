import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ToastHost } from './toast-host';
import {
  getToast,
  hideLoading,
  hideToast,
  showLoading,
  showToast,
  TOAST_DURATION_MS,
} from './toast';

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    hideToast();
    vi.useRealTimers();
  });

  it('shows a toast with its icon for exactly 2000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(2000);
    render(<ToastHost />);
    act(() => showToast('Insufficient balance', { icon: 'fail' }));
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toBe('Insufficient balance');
    expect(toast.dataset.icon).toBe('fail');
    expect(toast.querySelector('svg')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a newer toast replaces the older one and gets its own 2000 ms', () => {
    showToast('first');
    vi.advanceTimersByTime(1500);
    showToast('second', { icon: 'success' });
    vi.advanceTimersByTime(1500);
    expect(getToast()).toMatchObject({ kind: 'toast', text: 'second', icon: 'success' });
    vi.advanceTimersByTime(500);
    expect(getToast()).toBeNull();
  });

  it('the loading indicator stays until hidden, and hideLoading leaves a toast alone', () => {
    render(<ToastHost />);
    act(() => showLoading('Loading'));
    expect(screen.getByRole('status').textContent).toBe('Loading');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(getToast()).toMatchObject({ kind: 'loading' });
    act(() => hideLoading());
    expect(getToast()).toBeNull();
    act(() => showToast('Saved', { icon: 'success' }));
    act(() => hideLoading());
    expect(getToast()).toMatchObject({ kind: 'toast', text: 'Saved' });
  });
});
