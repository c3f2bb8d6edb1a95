import { describe, expect, it } from 'vitest';
import type { PriceTick } from './price-source';
import type { MarketInstrument } from '../instruments';
import { REFRESH_MS, SimulatedFeed } from './simulated-feed';

/** USDTUSD as the simulation sees it, never ticking on its own (probability 0): 1.0000 ± 0.0001. */
const STEADY = {
  symbol: 'USDTUSD',
  spreadUnits: 2,
  tickProbability: 0,
  simulation: {
    referenceUnits: 10_000,
    annualVolatility: 0.01,
    stationaryLogStd: 0.01,
    minUnits: 3,
  },
} as MarketInstrument;

function feed(tickMs: number, clock: { ms: number }) {
  const ticks: PriceTick[] = [];
  const simulated = new SimulatedFeed({
    instruments: [STEADY],
    start: new Map([['USDTUSD', { mid: 10_000, bid: 9_999, ask: 10_001 }]]),
    seed: 7,
    startSeq: 1,
    tickMs,
    nowMs: () => clock.ms,
    sink: (tick) => ticks.push(tick),
  });
  return { simulated, ticks };
}

describe('SimulatedFeed: a quote that does not move', () => {
  it('is sent again unchanged once REFRESH_MS have passed, on the timer', () => {
    const clock = { ms: 1_000_000 };
    const { simulated, ticks } = feed(250, clock);
    expect(REFRESH_MS).toBe(5_000);
    expect(simulated.step()).toBe(0);
    clock.ms += 4_999;
    expect(simulated.step()).toBe(0);
    clock.ms += 1;
    expect(simulated.step()).toBe(1);
    clock.ms += 250;
    expect(simulated.step()).toBe(0);
    expect(ticks).toEqual([
      { symbol: 'USDTUSD', bid: 9_999, ask: 10_001, receivedAtMs: 1_005_000 },
    ]);
  });

  it('is not sent again while paused, nor when stepped by hand (tickMs 0)', () => {
    const clock = { ms: 1_000_000 };
    const paused = feed(250, clock);
    paused.simulated.setPaused('USDTUSD', true);
    const byHand = feed(0, clock);
    paused.simulated.step();
    byHand.simulated.step();
    clock.ms += 60_000;
    expect([paused.simulated.step(), byHand.simulated.step()]).toEqual([0, 0]);
    expect([paused.ticks, byHand.ticks]).toEqual([[], []]);
  });
});
