/** The instant most server tests start at (a Sunday, 10:00 UTC). */
export const T0 = new Date('2026-11-22T10:00:00.000Z');

/**
 * The app's clock in a test. Fixed at a start instant and moved by hand (expiry, lockout and resend
 * rules without sleeping), or `TestClock.real()`: wall time plus whatever `advance` added.
 */
export class TestClock {
  private constructor(
    private readonly base: () => number,
    private offsetMs: number,
  ) {}

  static at(start: Date | string = T0): TestClock {
    const ms = typeof start === 'string' ? Date.parse(start) : start.getTime();
    return new TestClock(() => 0, ms);
  }

  static real(): TestClock {
    return new TestClock(() => Date.now(), 0);
  }

  readonly now = (): Date => new Date(this.base() + this.offsetMs);

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  advanceSeconds(seconds: number): void {
    this.advance(seconds * 1000);
  }
}
