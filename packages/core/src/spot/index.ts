export {
  SPOT_SIDES,
  type SpotFillAmounts,
  type SpotIssueCode,
  type SpotPair,
  type SpotSide,
  computeSpotFill,
  parseSpotQuantity,
  spotFillPrice,
  spotLimitFills,
  spotReserve,
} from './fill';
export { spotFillEntry, spotReleaseEntry, spotReserveEntry } from './ledger-entries';
export { conversionDirection, parseSpotReference, spotReference } from './conversion';
