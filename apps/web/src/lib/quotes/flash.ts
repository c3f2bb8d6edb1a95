import { useEffect, useRef, useState } from 'react';
import { compareDecimalStrings } from '@waihui/core';

/** How long a changed price stays highlighted. */
export const FLASH_MS = 800;

export type PriceMove = 'up' | 'down';

/**
 * Which way a price moved between two renders: 'up', 'down', or null when it did not move, was
 * not known before (first render, a new symbol) or is not a decimal string.
 */
export function priceMove(
  previous: string | null | undefined,
  next: string | null | undefined,
): PriceMove | null {
  if (previous == null || next == null || previous === next) return null;
  try {
    const order = compareDecimalStrings(next, previous);
    return order > 0 ? 'up' : order < 0 ? 'down' : null;
  } catch {
    return null;
  }
}

export interface Flash {
  move: PriceMove;
  /** Counts the flashes: alternating CSS classes restart the animation on every change. */
  count: number;
}

/**
 * The flash of a price cell: set when `value` changes (up or down), cleared FLASH_MS after the
 * last change. `resetKey` (e.g. the symbol) starts over without a flash when the row is reused.
 */
export function usePriceFlash(value: string | null | undefined, resetKey?: string): Flash | null {
  const [flash, setFlash] = useState<Flash | null>(null);
  const previous = useRef({ value, resetKey });
  useEffect(() => {
    const before = previous.current;
    previous.current = { value, resetKey };
    const move = before.resetKey === resetKey ? priceMove(before.value, value) : null;
    if (move === null) return undefined;
    setFlash((current) => ({ move, count: (current?.count ?? 0) + 1 }));
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [value, resetKey]);
  return flash;
}

/** CSS class of a flash: wh-flash-up-0 / wh-flash-up-1 / wh-flash-down-0 / … or ''. */
export function flashClass(flash: Flash | null): string {
  return flash === null ? '' : `wh-flash-${flash.move}-${flash.count % 2}`;
}
