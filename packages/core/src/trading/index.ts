export {
  type ContractCategory,
  type ContractSpec,
  type OrderType,
  POSITION_SIDES,
  type PositionSide,
  type Quote,
} from './types';
export {
  closingPrice,
  limitOrderFills,
  midPrice,
  openingPrice,
  stopLossTriggered,
  takeProfitTriggered,
} from './quote-side';
export {
  type ConversionIssueCode,
  type ConversionPair,
  USD_CONVERSION,
  type UsdConversion,
  fromUsd,
  toUsd,
  usdConversion,
} from './conversion';
export {
  type CurrencyBalance,
  type UsdValuation,
  type ValuationTotals,
  type ValuedBalance,
  findUsdConversion,
  sumValuations,
  usdPairSymbols,
  valueInUsd,
} from './valuation';
export {
  feeUsd,
  floatingPnl,
  marginUsd,
  notionalValue,
  pnlInQuote,
  pnlUsd,
  positionUnits,
  profitRatePct,
} from './amounts';
export {
  type AccountSnapshot,
  type AccountSummary,
  DEFAULT_STOP_OUT_LEVEL,
  MARGIN_CALL_LEVEL,
  type MarginState,
  type PositionExposure,
  marginLevel,
  marginLevelAtOrBelow,
  marginState,
  summarizeAccount,
} from './account';
export { estimateStopOutPrice } from './stop-out-price';
export { type LotsIssueCode, validateLots } from './quantity';
export {
  COMPLIANCE_PROFILES,
  type ComplianceProfile,
  type LeverageClass,
  type LeverageIssueCode,
  MAJOR_FX_CURRENCIES,
  MAJOR_INDEX_SYMBOLS,
  STRICT_LEVERAGE_CAPS,
  leverageClass,
  maxLeverageFor,
  stopOutLevelFor,
  validateLeverage,
} from './leverage';
export {
  type PriceIssueCode,
  TP_SL_ISSUE_CODES,
  type TpSlIssueCode,
  parseOrderPrice,
  validateTakeProfitStopLoss,
} from './tpsl';
export { type StopOutPlan, type StopOutPosition, type StopOutStep, planStopOut } from './stop-out';
export {
  type CloseResult,
  type OpenIssueCode,
  type OpenResult,
  computeClose,
  computeOpen,
  computeOrderRelease,
  computeOrderReserve,
  orderCost,
  spendable,
} from './ledger-entries';
export {
  type OrderPreview,
  type PreviewIssueCode,
  maxAffordableLots,
  previewOrder,
} from './preview';
export {
  type Trigger,
  TriggerBook,
  type TriggerDirection,
  type TriggerKind,
  type TriggerSide,
  triggerFires,
  triggerRule,
} from './trigger-book';
export {
  APPROPRIATENESS_QUESTIONS,
  type AppropriatenessQuestion,
  type AppropriatenessQuestionId,
  answerIssue,
  passesAppropriateness,
} from './appropriateness';
