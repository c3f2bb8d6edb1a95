export {
  Decimal,
  type DecimalInput,
  isDecimalString,
  parseDecimal,
  tryParseDecimal,
  toDecimal,
  toDecimalString,
} from './decimal';
export { LEDGER_SCALE, roundHalfEven8, roundHalfEvenTo, truncateTo } from './rounding';
export { formatAccountAmount, formatMoney } from './format';
export { compareDecimalStrings } from './compare';
export { type DecimalShape, readDecimalShape } from './shape';
