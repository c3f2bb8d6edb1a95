import {
  createSeededRandom,
  hashSeed,
  nextSimulatedQuote,
  type PriceUnits,
  type SeededRandom,
  type SimulatedQuote,
} from '@waihui/core';
import type { MarketInstrument } from './instruments';
import type { ReplayTick } from './replay-file';

/** A tick as a feed produces it: bid and ask in tick units at a time (epoch ms). */
export interface RawTick {
  symbol: string;
  bid: PriceUnits;
  ask: PriceUnits;
  ts: number;
}

export type TickSink = (tick: RawTick) => void;

/**
 * The simulated feed (the embedded default): every `tickMs` each instrument may tick (probability
 * by category) with a random-walk step of its volatility. Each instrument has its own generator
 * seeded from (seed, symbol, start sequence number), so a seed and the start prices fix every tick,
 * and adding an instrument does not change the others. With `tickMs` 0 it only moves on `step()`.
 */
export class SimulatedFeed {
  readonly kind = 'simulated';
  private readonly states: {
    instrument: MarketInstrument;
    quote: SimulatedQuote;
    random: SeededRandom;
  }[];
  private timer: NodeJS.Timeout | undefined;
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
      sink: TickSink;
    },
  ) {
    this.stepMs = options.tickMs > 0 ? options.tickMs : 250;
    this.states = options.instruments.flatMap((instrument) => {
      const quote = options.start.get(instrument.symbol);
      if (!quote) return [];
      const random = createSeededRandom(
        hashSeed(options.seed, instrument.symbol, options.startSeq),
      );
      return [{ instrument, quote, random }];
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

  /** One step of every instrument at the current time; returns how many ticked. */
  step(): number {
    const ts = this.options.nowMs();
    let ticks = 0;
    for (const state of this.states) {
      const { instrument } = state;
      const next = nextSimulatedQuote(
        instrument.simulation,
        state.quote,
        instrument.spreadUnits,
        this.stepMs,
        instrument.tickProbability,
        state.random,
      );
      if (!next) continue;
      state.quote = next;
      ticks += 1;
      this.options.sink({ symbol: instrument.symbol, bid: next.bid, ask: next.ask, ts });
    }
    return ticks;
  }
}

/**
 * The replay feed (`MARKET_FEED=replay:<file>`): plays recorded ticks. Stepped by hand
 * (MARKET_REPLAY_SPEED=0, the test default) each tick keeps the time written in the file, so tests
 * are deterministic. Played in time (speed > 0) the recorded spacing is kept, divided by the speed,
 * and times are moved to now: the first tick is stamped with the start time.
 */
export class ReplayFeed {
  readonly kind = 'replay';
  private next = 0;
  private timer: NodeJS.Timeout | undefined;
  /** Real-time play: wall-clock start and the file time it corresponds to. */
  private origin = { wallMs: 0, fileMs: 0 };

  constructor(
    private readonly options: {
      ticks: readonly ReplayTick[];
      speed: number;
      loop: boolean;
      nowMs: () => number;
      sink: TickSink;
    },
  ) {}

  /** Ticks not yet played. */
  remaining(): number {
    return this.options.ticks.length - this.next;
  }

  start(): void {
    if (this.options.speed <= 0 || this.timer || this.options.ticks.length === 0) return;
    this.origin = { wallMs: this.options.nowMs(), fileMs: this.options.ticks[this.next]?.ts ?? 0 };
    this.playDue();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Speed 0: ticks play only on `step()` / `advanceTo()`. */
  get steppedByHand(): boolean {
    return this.options.speed <= 0;
  }

  /** Plays the next `count` ticks with their recorded times; returns how many were played. */
  step(count = 1): number {
    let played = 0;
    while (played < count && this.next < this.options.ticks.length) {
      this.options.sink(this.options.ticks[this.next]!);
      this.next += 1;
      played += 1;
    }
    return played;
  }

  /** Plays every tick recorded at or before `tsMs`; returns how many were played. */
  advanceTo(tsMs: number): number {
    let played = 0;
    while (this.next < this.options.ticks.length && this.options.ticks[this.next]!.ts <= tsMs) {
      played += this.step(1);
    }
    return played;
  }

  private playDue(): void {
    const { ticks, speed } = this.options;
    const elapsedFileMs = (this.options.nowMs() - this.origin.wallMs) * speed;
    while (this.next < ticks.length && ticks[this.next]!.ts - this.origin.fileMs <= elapsedFileMs) {
      const tick = ticks[this.next]!;
      const ts = this.origin.wallMs + Math.round((tick.ts - this.origin.fileMs) / speed);
      this.options.sink({ ...tick, ts });
      this.next += 1;
    }
    if (this.next >= ticks.length) {
      if (!this.options.loop) {
        this.timer = undefined;
        return;
      }
      // Start over one second (of file time) after the last tick.
      const last = ticks[ticks.length - 1]!.ts;
      const first = ticks[0]!.ts;
      this.origin = {
        wallMs: this.origin.wallMs + Math.round((last - this.origin.fileMs + 1000) / speed),
        fileMs: first,
      };
      this.next = 0;
    }
    const dueFileMs = ticks[this.next]!.ts - this.origin.fileMs;
    const wait = Math.max(0, this.origin.wallMs + dueFileMs / speed - this.options.nowMs());
    this.timer = setTimeout(() => this.playDue(), wait);
  }
}

export type MarketFeed = SimulatedFeed | ReplayFeed;
