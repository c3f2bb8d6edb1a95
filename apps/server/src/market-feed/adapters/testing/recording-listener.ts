import { vi } from 'vitest';
import type { SourceTick, SourceListener, SourceState, SourceStateChange } from '../source';
import type { SourceDeps, SourceLog } from '../source-runtime';
import { ManualClock } from './manual-clock';

/** Real-time waits for socket traffic: polled every 5 ms, given up after 2 s. */
export const WAIT = { timeout: 2000, interval: 5 };

/** Collects what a source reports, with waits for the next tick or state (real time, 2 s). */
export class RecordingListener implements SourceListener {
  readonly ticks: SourceTick[] = [];
  readonly changes: SourceStateChange[] = [];

  onTick(tick: SourceTick): void {
    this.ticks.push(tick);
  }

  onState(change: SourceStateChange): void {
    this.changes.push(change);
  }

  /** The instrument's states in order, e.g. ['connecting', 'live', 'stale']. */
  statesOf(instrument: string): SourceState[] {
    return this.changes.filter((c) => c.instrument === instrument).map((c) => c.state);
  }

  async waitForTicks(count: number): Promise<SourceTick[]> {
    await vi.waitFor(() => {
      if (this.ticks.length < count) throw new Error(`${this.ticks.length} of ${count} ticks`);
    }, WAIT);
    return this.ticks;
  }

  async waitForState(instrument: string, state: SourceState): Promise<void> {
    await vi.waitFor(() => {
      const last = this.statesOf(instrument).at(-1);
      if (last !== state) throw new Error(`${instrument} is ${last}, waiting for ${state}`);
    }, WAIT);
  }
}

export const silentLog: SourceLog = { debug: () => {}, info: () => {}, warn: () => {} };

/** Deps for a test: a manual clock and a fixed random (0.75 → jitter factor 1 + jitter × 0.5). */
export function testDeps(random = 0.75): SourceDeps & { clock: ManualClock } {
  return { clock: new ManualClock(), random: () => random, log: silentLog };
}
