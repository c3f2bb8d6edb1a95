import { applySpread, type PriceUnits, roundSimulatedUnits } from './price-units';
import { nextGaussian, type SeededRandom } from './random';

/** Milliseconds in a 365-day year: volatilities are annualised over calendar time (the feed runs 24/7). */
export const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * How an instrument's simulated mid moves: a mean-reverting random walk of ln(mid / reference)
 * (an Ornstein–Uhlenbeck process). Over seconds it behaves like a plain random walk with the given
 * annualised volatility; over years it stays within about ±stationaryLogStd of the reference, so
 * a long backfill does not wander off to absurd prices. These are generation parameters (floats),
 * never prices.
 */
export interface SimulationParams {
  /** Price the walk reverts to, in tick units. */
  referenceUnits: PriceUnits;
  /** Annualised volatility as a fraction (0.55 = 55%). */
  annualVolatility: number;
  /** Standard deviation of ln(mid / reference) in the long run (0.5 → roughly ×0.6 … ×1.65). */
  stationaryLogStd: number;
  /** Lowest mid the walk may reach, in tick units (at least 1). */
  minUnits: PriceUnits;
}

/**
 * One step of the walk over `dtMs`, from `midUnits`, rounded to a whole tick. Symmetric in time, so
 * the same step also walks backwards (the backfill generates history from "now" into the past).
 */
export function stepSimulatedMid(
  params: SimulationParams,
  midUnits: PriceUnits,
  dtMs: number,
  random: SeededRandom,
): PriceUnits {
  const z = nextGaussian(random);
  if (params.annualVolatility <= 0) return midUnits;
  const years = dtMs / YEAR_MS;
  const sigma = params.annualVolatility;
  // Mean-reversion speed per year that gives the requested long-run spread.
  const theta = (sigma * sigma) / (2 * params.stationaryLogStd * params.stationaryLogStd);
  const decay = Math.exp(-theta * years);
  const noiseStd = sigma * Math.sqrt((1 - decay * decay) / (2 * theta));
  const logDeviation = Math.log(midUnits / params.referenceUnits);
  const next = params.referenceUnits * Math.exp(logDeviation * decay + noiseStd * z);
  return Math.max(params.minUnits, roundSimulatedUnits(next));
}

export interface SimulatedQuote {
  mid: PriceUnits;
  bid: PriceUnits;
  ask: PriceUnits;
}

/**
 * The live feed's per-instrument step: with probability `tickProbability` the instrument ticks and
 * its mid takes one random-walk step; the spread is applied around it. Returns null when it does not
 * tick or when bid and ask come out unchanged (a feed only sends changes). Always draws the same
 * number of random values per outcome, so a seed fixes the whole sequence.
 */
export function nextSimulatedQuote(
  params: SimulationParams,
  previous: SimulatedQuote,
  spreadUnits: PriceUnits,
  dtMs: number,
  tickProbability: number,
  random: SeededRandom,
): SimulatedQuote | null {
  const ticks = random.next() < tickProbability;
  if (!ticks) return null;
  const mid = stepSimulatedMid(params, previous.mid, dtMs, random);
  const { bid, ask } = applySpread(mid, spreadUnits);
  if (bid === previous.bid && ask === previous.ask) return null;
  return { mid, bid, ask };
}

/** A bar of the mid in tick units. */
export interface UnitBar {
  open: PriceUnits;
  high: PriceUnits;
  low: PriceUnits;
  close: PriceUnits;
}

/**
 * Simulates one bar lasting `durationMs` in `subSteps` walk steps. Forward: `fromUnits` is the open
 * and the last step is the close. Backward: `fromUnits` is the close and the walk runs into the past
 * to find the open. High and low are the extremes of the visited path.
 */
export function simulateBar(
  params: SimulationParams,
  fromUnits: PriceUnits,
  durationMs: number,
  subSteps: number,
  direction: 'forward' | 'backward',
  random: SeededRandom,
): UnitBar {
  let price = fromUnits;
  let high = price;
  let low = price;
  const dt = durationMs / subSteps;
  for (let i = 0; i < subSteps; i += 1) {
    price = stepSimulatedMid(params, price, dt, random);
    if (price > high) high = price;
    if (price < low) low = price;
  }
  return direction === 'forward'
    ? { open: fromUnits, high, low, close: price }
    : { open: price, high, low, close: fromUnits };
}
