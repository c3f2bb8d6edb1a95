export {
  DELIVERY_DIRECTIONS,
  DELIVERY_OUTCOMES,
  type DeliveryDirection,
  type DeliveryOutcome,
  type StakeIssueCode,
  deliveryExpiry,
  deliveryOutcome,
  deliveryPayout,
  isDeliveryDirection,
  remainingSeconds,
  selectSettlementQuote,
  settlesAt,
  validateStake,
  winPayout,
  winProfit,
} from './rules';
export { deliverySettlementEntry, deliveryStakeEntry } from './ledger-entries';
