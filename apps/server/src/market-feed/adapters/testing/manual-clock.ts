import type { SourceClock } from '../clock';

interface Timer {
  at: number;
  fn: () => void;
  cancelled: boolean;
}

/**
 * A clock that moves only when a test says so: `advance(ms)` runs, in time order, every timer
 * that falls due. Sockets stay real; every delay a source asks for is recorded in `delays`.
 */
export class ManualClock implements SourceClock {
  /** Every delay requested, in order (ms). */
  readonly delays: number[] = [];
  private timers: Timer[] = [];

  constructor(private current = 1_800_000_000_000) {}

  now(): number {
    return this.current;
  }

  setTimeout(fn: () => void, delayMs: number): () => void {
    const timer: Timer = { at: this.current + delayMs, fn, cancelled: false };
    this.delays.push(delayMs);
    this.timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  }

  /** Delays (from now, ms) of the timers still waiting, soonest first. */
  pending(): number[] {
    return this.live()
      .map((timer) => timer.at - this.current)
      .sort((a, b) => a - b);
  }

  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const due = this.live()
        .filter((timer) => timer.at <= target)
        .sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      due.cancelled = true;
      this.current = due.at;
      due.fn();
    }
    this.current = target;
  }

  private live(): Timer[] {
    this.timers = this.timers.filter((timer) => !timer.cancelled);
    return this.timers;
  }
}
