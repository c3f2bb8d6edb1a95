import type { UpColor } from '../store/store';

/** The two quote colours; which one means "up" is the user's setting (store `upColor`). */
/** Both pass WCAG AA (≥ 5.4:1) on white; equal to `--wh-rise` / `--wh-fall` in quotes.css. */
export const QUOTE_GREEN = '#007a48';
export const QUOTE_RED = '#c9283f';

/** Colours of rising and falling prices for canvas drawing (the chart); CSS uses the variables. */
export function riseFallColors(upColor: UpColor): { rise: string; fall: string } {
  return upColor === 'red'
    ? { rise: QUOTE_RED, fall: QUOTE_GREEN }
    : { rise: QUOTE_GREEN, fall: QUOTE_RED };
}
