/**
 * Time as a source sees it: the current time and one-shot timers, injected so tests drive
 * backoff, stale limits and the Binance rollover exactly (see `testing/manual-clock.ts`).
 */
export interface SourceClock {
  /** Epoch ms. */
  now(): number;
  /** Runs `fn` once after `delayMs`; returns a function that cancels it. */
  setTimeout(fn: () => void, delayMs: number): () => void;
}

export const systemClock: SourceClock = {
  now: () => Date.now(),
  setTimeout: (fn, delayMs) => {
    const handle = setTimeout(fn, delayMs);
    return () => clearTimeout(handle);
  },
};
