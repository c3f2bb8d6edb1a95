import type { UpColor } from '../store/store';

/** The two quote colours; which one means "up" is the user's setting (store `upColor`). */
export const QUOTE_GREEN = '#0ecb81';
export const QUOTE_RED = '#f6465d';

/** Colours of rising and falling prices for canvas drawing (the chart); CSS uses the variables. */
export function riseFallColors(upColor: UpColor): { rise: string; fall: string } {
  return upColor === 'red'
    ? { rise: QUOTE_RED, fall: QUOTE_GREEN }
    : { rise: QUOTE_GREEN, fall: QUOTE_RED };
}
