import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { FLASH_MS, flashClass, priceMove, usePriceFlash } from './flash';
import { FlashPrice } from './flash-price';

describe('priceMove', () => {
  it.each<[string | null | undefined, string | null | undefined, 'up' | 'down' | null]>([
    ['94998.37', '94998.38', 'up'],
    ['94998.37', '94998.36', 'down'],
    ['94998.37', '94998.37', null],
    ['0.99999', '1.00000', 'up'],
    ['1.50', '1.5', null],
    [undefined, '1.00', null],
    ['1.00', undefined, null],
    [null, '1.00', null],
    ['1.00', 'n/a', null],
  ])('%s → %s: %s', (previous, next, expected) => {
    expect(priceMove(previous, next)).toBe(expected);
  });
});

describe('usePriceFlash', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not flash on the first value, flashes on each change and clears 800 ms after the last', () => {
    const { result, rerender } = renderHook(({ value }) => usePriceFlash(value), {
      initialProps: { value: '100.00' },
    });
    expect(result.current).toBeNull();

    rerender({ value: '100.50' });
    expect(result.current).toEqual({ move: 'up', count: 1 });
    expect(flashClass(result.current)).toBe('wh-flash-up-1');

    act(() => {
      vi.advanceTimersByTime(500);
    });
    rerender({ value: '100.25' });
    expect(result.current).toEqual({ move: 'down', count: 2 });
    expect(flashClass(result.current)).toBe('wh-flash-down-0');

    rerender({ value: '100.30' });
    expect(flashClass(result.current)).toBe('wh-flash-up-1');

    act(() => {
      vi.advanceTimersByTime(FLASH_MS - 1);
    });
    expect(result.current).toEqual({ move: 'up', count: 3 });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBeNull();
    expect(flashClass(result.current)).toBe('');

    // The same value again is no change.
    rerender({ value: '100.30' });
    expect(result.current).toBeNull();
  });

  it('does not flash when the row now shows another symbol', () => {
    const { result, rerender } = renderHook(({ value, key }) => usePriceFlash(value, key), {
      initialProps: { value: '95000.00', key: 'BTCUSD' },
    });
    rerender({ value: '3300.00', key: 'ETHUSD' });
    expect(result.current).toBeNull();
    rerender({ value: '3300.01', key: 'ETHUSD' });
    expect(result.current).toEqual({ move: 'up', count: 1 });
  });
});

describe('FlashPrice', () => {
  it('shows the price with separators and marks the direction of the last change', () => {
    vi.useFakeTimers();
    const { rerender } = render(<FlashPrice value="94998.37" />);
    const price = screen.getByText('94,998.37');
    expect(price.getAttribute('data-flash')).toBeNull();
    rerender(<FlashPrice value="94990.00" />);
    expect(screen.getByText('94,990.00').getAttribute('data-flash')).toBe('down');
    expect(screen.getByText('94,990.00').className).toBe('wh-price wh-flash-down-1');
    act(() => {
      vi.advanceTimersByTime(FLASH_MS);
    });
    expect(screen.getByText('94,990.00').className).toBe('wh-price');
    vi.useRealTimers();
  });
});
