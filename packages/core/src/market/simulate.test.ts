import { describe, expect, it } from 'vitest';
import {
  applySpread,
  createSeededRandom,
  hashSeed,
  nextGaussian,
  nextSimulatedQuote,
  type SimulatedQuote,
  type SimulationParams,
  simulateBar,
  stepSimulatedMid,
  YEAR_MS,
} from '../index';

const btc: SimulationParams = {
  referenceUnits: 9_500_000, // 95000.00 at precision 2
  annualVolatility: 0.55,
  stationaryLogStd: 0.5,
  minUnits: 1,
};

function runFeed(seed: number, steps: number): (SimulatedQuote | null)[] {
  const random = createSeededRandom(seed);
  let quote: SimulatedQuote = { mid: btc.referenceUnits, ...applySpread(btc.referenceUnits, 1000) };
  const out: (SimulatedQuote | null)[] = [];
  for (let i = 0; i < steps; i += 1) {
    const next = nextSimulatedQuote(btc, quote, 1000, 250, 0.85, random);
    out.push(next);
    if (next) quote = next;
  }
  return out;
}

describe('seeded randomness', () => {
  it('repeats exactly for a seed and differs between seeds', () => {
    const a = createSeededRandom(42);
    const b = createSeededRandom(42);
    const c = createSeededRandom(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    for (const value of seqA) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('hashSeed is stable and separates instruments', () => {
    expect(hashSeed('a')).toBe(0xe40c292c); // FNV-1a 32 of "a"
    expect(hashSeed(42, 'BTCUSD', 0)).toBe(hashSeed('42|BTCUSD|0'));
    expect(hashSeed(42, 'BTCUSD', 0)).not.toBe(hashSeed(42, 'ETHUSD', 0));
  });

  it('gaussian draws have mean ≈ 0 and variance ≈ 1', () => {
    const random = createSeededRandom(7);
    const draws = Array.from({ length: 20_000 }, () => nextGaussian(random));
    const mean = draws.reduce((s, x) => s + x, 0) / draws.length;
    const variance = draws.reduce((s, x) => s + (x - mean) ** 2, 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });
});

describe('simulated feed step', () => {
  it('is reproducible with a seed: same seed, same ticks', () => {
    expect(runFeed(2026, 400)).toEqual(runFeed(2026, 400));
    expect(runFeed(2026, 400)).not.toEqual(runFeed(2027, 400));
  });

  it('ticks on whole ticks, keeps the spread and skips some steps', () => {
    const ticks = runFeed(1, 400);
    const sent = ticks.filter((q): q is SimulatedQuote => q !== null);
    expect(sent.length).toBeGreaterThan(250);
    expect(sent.length).toBeLessThan(400);
    for (const q of sent) {
      expect(Number.isSafeInteger(q.bid)).toBe(true);
      expect(q.ask - q.bid).toBe(1000);
      expect(q.bid).toBe(q.mid - 500);
    }
  });

  it('moves with the volatility of the category: BTC at 55%/year ≈ 0.0049% per 250 ms step', () => {
    const random = createSeededRandom(99);
    let mid = btc.referenceUnits;
    const steps = 4000;
    let sumSq = 0;
    for (let i = 0; i < steps; i += 1) {
      const next = stepSimulatedMid(btc, mid, 250, random);
      sumSq += Math.log(next / mid) ** 2;
      mid = next;
    }
    const perStep = Math.sqrt(sumSq / steps);
    const expected = 0.55 * Math.sqrt(250 / YEAR_MS);
    expect(perStep / expected).toBeGreaterThan(0.9);
    expect(perStep / expected).toBeLessThan(1.1);
  });

  it('mean-reverts over years: the long-run spread of ln(mid/reference) is about stationaryLogStd', () => {
    const random = createSeededRandom(5);
    let mid = btc.referenceUnits;
    const deviations: number[] = [];
    for (let week = 0; week < 5000; week += 1) {
      mid = stepSimulatedMid(btc, mid, 7 * 24 * 3600 * 1000, random);
      deviations.push(Math.log(mid / btc.referenceUnits));
    }
    const std = Math.sqrt(deviations.reduce((s, x) => s + x * x, 0) / deviations.length);
    expect(std).toBeGreaterThan(0.35);
    expect(std).toBeLessThan(0.65);
  });

  it('never goes below minUnits and stands still at zero volatility', () => {
    const random = createSeededRandom(3);
    const tiny: SimulationParams = { ...btc, referenceUnits: 2, minUnits: 1, annualVolatility: 5 };
    for (let i = 0; i < 1000; i += 1) {
      expect(stepSimulatedMid(tiny, 1, YEAR_MS / 12, random)).toBeGreaterThanOrEqual(1);
    }
    expect(stepSimulatedMid({ ...btc, annualVolatility: 0 }, 123456, 1000, random)).toBe(123456);
  });
});

describe('simulateBar', () => {
  it('forward starts at the given open, backward ends at the given close; high/low bound the path', () => {
    const forward = simulateBar(btc, 9_500_000, 60_000, 6, 'forward', createSeededRandom(1));
    expect(forward.open).toBe(9_500_000);
    const backward = simulateBar(btc, 9_500_000, 60_000, 6, 'backward', createSeededRandom(1));
    expect(backward.close).toBe(9_500_000);
    for (const bar of [forward, backward]) {
      expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
      expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
    }
    // The same draws walked the other way: forward's close is backward's open.
    expect(backward.open).toBe(forward.close);
  });
});
