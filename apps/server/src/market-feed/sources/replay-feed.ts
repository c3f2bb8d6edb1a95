import type { PriceSink, PriceSource, PriceTick } from './price-source';

/**
 * The replay feed (`MARKET_FEED=replay:<file>`): plays recorded ticks. Stepped by hand
 * (MARKET_REPLAY_SPEED=0, the test default) each tick keeps the time written in the file, so tests
 * are deterministic. Played in time (speed > 0) the recorded spacing is kept, divided by the speed,
 * and times are moved to now: the first tick is stamped with the start time.
 */
export class ReplayFeed implements PriceSource {
  readonly kind = 'replay';
  private next = 0;
  private timer: NodeJS.Timeout | undefined;
  /** Real-time play: wall-clock start and the file time it corresponds to. */
  private origin = { wallMs: 0, fileMs: 0 };

  constructor(
    private readonly options: {
      /** Recorded ticks, `receivedAtMs` the recorded time (replay-file.ts). */
      ticks: readonly PriceTick[];
      speed: number;
      loop: boolean;
      nowMs: () => number;
      sink: PriceSink;
    },
  ) {}

  /** Ticks not yet played. */
  remaining(): number {
    return this.options.ticks.length - this.next;
  }

  start(): void {
    if (this.options.speed <= 0 || this.timer || this.options.ticks.length === 0) return;
    this.origin = {
      wallMs: this.options.nowMs(),
      fileMs: this.options.ticks[this.next]?.receivedAtMs ?? 0,
    };
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
    while (
      this.next < this.options.ticks.length &&
      this.options.ticks[this.next]!.receivedAtMs <= tsMs
    ) {
      played += this.step(1);
    }
    return played;
  }

  private playDue(): void {
    const { ticks, speed } = this.options;
    const elapsedFileMs = (this.options.nowMs() - this.origin.wallMs) * speed;
    while (
      this.next < ticks.length &&
      ticks[this.next]!.receivedAtMs - this.origin.fileMs <= elapsedFileMs
    ) {
      const tick = ticks[this.next]!;
      const receivedAtMs =
        this.origin.wallMs + Math.round((tick.receivedAtMs - this.origin.fileMs) / speed);
      this.options.sink({ ...tick, receivedAtMs });
      this.next += 1;
    }
    if (this.next >= ticks.length) {
      if (!this.options.loop) {
        this.timer = undefined;
        return;
      }
      // Start over one second (of file time) after the last tick.
      const last = ticks[ticks.length - 1]!.receivedAtMs;
      const first = ticks[0]!.receivedAtMs;
      this.origin = {
        wallMs: this.origin.wallMs + Math.round((last - this.origin.fileMs + 1000) / speed),
        fileMs: first,
      };
      this.next = 0;
    }
    const dueFileMs = ticks[this.next]!.receivedAtMs - this.origin.fileMs;
    const wait = Math.max(0, this.origin.wallMs + dueFileMs / speed - this.options.nowMs());
    this.timer = setTimeout(() => this.playDue(), wait);
  }
}
