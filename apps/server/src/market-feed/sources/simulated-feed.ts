import {
  createSeededRandom,
  hashSeed,
  nextSimulatedQuote,
  type SeededRandom,
  type SimulatedQuote,
} from '@waihui/core';
import type { MarketInstrument } from '../instruments';
import type { PriceSink, PriceSource } from './price-source';

/**
 * The simulated feed (the embedded default): every `tickMs` each instrument may tick (probability
 * by category) with a random-walk step of its volatility. Each instrument has its own generator
 * seeded from (seed, symbol, start sequence number), so a seed and the start prices fix every tick,
 * and adding an instrument does not change the others. With `tickMs` 0 it only moves on `step()`.
 *
 * On its timer it also refreshes a quote that has not moved for REFRESH_MS, sending it again
 * unchanged, as a live provider does: a steady instrument (USDTUSD at 4 decimals and 1 % a year
 * moves a tick every few minutes) would otherwise go stale at every quiet moment, and a demo USDT
 * deposit could then never be sold for USD. Stepped by hand (`tickMs` 0) it sends moves only.
 */
/** An unmoved quote is sent again after this long (ms): half the shortest stale limit (crypto's 10 s). */
export const REFRESH_MS = 5_000;

export class SimulatedFeed implements PriceSource {
  readonly kind = 'simulated';
  private readonly states: {
    instrument: MarketInstrument;
    quote: SimulatedQuote;
    random: SeededRandom;
    /** When this instrument's quote was last sent (app-clock ms); null before the first step. */
    sentAtMs: number | null;
  }[];
  private timer: NodeJS.Timeout | undefined;
  /** Symbols that do not tick (browser tests make one go stale through the dev route). */
  private readonly paused = new Set<string>();
  /** Walk time per step: the configured step, or 250 ms when stepped by hand. */
  private readonly stepMs: number;

  constructor(
    private readonly options: {
      instruments: readonly MarketInstrument[];
      /** The quote each instrument starts from (its last stored or backfilled price). */
      start: ReadonlyMap<string, SimulatedQuote>;
      seed: number;
      /** Mixed into the seeds so that a restart does not replay the same moves. */
      startSeq: number;
      tickMs: number;
      nowMs: () => number;
      sink: PriceSink;
    },
  ) {
    this.stepMs = options.tickMs > 0 ? options.tickMs : 250;
    this.states = options.instruments.flatMap((instrument) => {
      const quote = options.start.get(instrument.symbol);
      if (!quote) return [];
      const random = createSeededRandom(
        hashSeed(options.seed, instrument.symbol, options.startSeq),
      );
      return [{ instrument, quote, random, sentAtMs: null }];
    });
  }

  /**
   * Steps every `tickMs`, each step scheduled `tickMs` after the previous one ended (no catch-up
   * after a stall). With tickMs equal to the WebSocket batch interval this keeps steps in phase
   * with the batches: the hub may send right after each step, so a tick leaves within a few ms.
   * (A fixed-rate timer would let any stall push every later batch behind its step for good.)
   */
  start(): void {
    if (this.options.tickMs <= 0 || this.timer) return;
    const loop = () => {
      this.step();
      if (this.timer) this.timer = setTimeout(loop, this.options.tickMs);
    };
    this.timer = setTimeout(loop, this.options.tickMs);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /**
   * Moves the walk of each given instrument to this quote (a process taking over the feed continues
   * from the last quotes the previous leader published, not from where its own feed stood).
   */
  resumeFrom(quotes: ReadonlyMap<string, SimulatedQuote>): void {
    for (const state of this.states) {
      const quote = quotes.get(state.instrument.symbol);
      if (quote) state.quote = quote;
    }
  }

  /** Stops (or resumes) one instrument's ticks: its latest quote then ages until it is stale. */
  setPaused(symbol: string, paused: boolean): void {
    if (paused) this.paused.add(symbol);
    else this.paused.delete(symbol);
  }

  /** One step of every instrument at the current time; returns how many ticked. */
  step(): number {
    const receivedAtMs = this.options.nowMs();
    let ticks = 0;
    for (const state of this.states) {
      const { instrument } = state;
      if (this.paused.has(instrument.symbol)) continue;
      const next = nextSimulatedQuote(
        instrument.simulation,
        state.quote,
        instrument.spreadUnits,
        this.stepMs,
        instrument.tickProbability,
        state.random,
      );
      state.sentAtMs ??= receivedAtMs;
      const refresh = this.options.tickMs > 0 && receivedAtMs - state.sentAtMs >= REFRESH_MS;
      if (!next && !refresh) continue;
      if (next) state.quote = next;
      state.sentAtMs = receivedAtMs;
      ticks += 1;
      const { bid, ask } = state.quote;
      this.options.sink({ symbol: instrument.symbol, bid, ask, receivedAtMs });
    }
    return ticks;
  }
}
