export {
  CANDLE_INTERVALS,
  type CandleInterval,
  INTERVAL_MS,
  bucketStart,
  isCandleInterval,
  nextBucketStart,
} from './intervals';
export { type SeededRandom, createSeededRandom, hashSeed, nextGaussian } from './random';
export {
  type PriceUnits,
  applySpread,
  computeMidUnits,
  decimalToUnits,
  roundSimulatedUnits,
  unitsToDecimal,
  unitsToDecimalString,
  priceAtPrecision,
} from './price-units';
export {
  type SimulatedQuote,
  type SimulationParams,
  type UnitBar,
  YEAR_MS,
  nextSimulatedQuote,
  simulateBar,
  stepSimulatedMid,
} from './simulate';
export {
  type PricePoint,
  type TimedBar,
  type UnitCandle,
  aggregateBars,
  aggregatePrices,
  applyPriceToCandle,
  mergeBars,
} from './candles';
export {
  HISTORY_SUB_STEPS,
  type HistoryBarSlot,
  type HistorySegment,
  historyCandles,
  historyWindowStart,
  planHistoryBars,
  planHistorySegments,
  simulateHistoryBars,
} from './history';
export { CHANGE_PCT_SCALE, averageChangePct, computeChangePct } from './change';
export { DEFAULT_MA_PERIODS, computeLatestMovingAverage, computeMovingAverage } from './indicators';
export { type Timed, mergeByTime } from './series';
