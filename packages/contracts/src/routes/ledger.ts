import {
  accountIncomeDataSchema,
  accountListDataSchema,
  assetsTradeTopDataSchema,
  assetsTradeTopQuerySchema,
  moneyLogDataSchema,
  moneyLogQuerySchema,
  transferBodySchema,
  transferDataSchema,
  transferOptionsDataSchema,
} from '../ledger';
import { defineRoutes } from './define';
import { ledgerPaths } from './ledger.paths';

/** The caller's own accounts, transfers and money log (product.md §3.2, §5.4, §7.4); every call needs a session. */
export const ledgerRoutes = defineRoutes(ledgerPaths, {
  accountList: {
    auth: 'user',
    tag: 'account',
    summary: 'Balances of the coin and contract accounts (balance_arr per account type)',
    data: accountListDataSchema,
  },
  accountIncome: {
    auth: 'user',
    tag: 'account',
    summary: "Today's income and position margin of the contract account (USD)",
    data: accountIncomeDataSchema,
  },
  assetsTradeTop: {
    auth: 'user',
    tag: 'account',
    summary: 'Contract account balances for the trade screen header (lever_type=2)',
    query: assetsTradeTopQuerySchema,
    data: assetsTradeTopDataSchema,
  },
  moneyLog: {
    auth: 'user',
    tag: 'account',
    summary: 'Account change records: postings on your accounts, newest first, paged',
    query: moneyLogQuerySchema,
    data: moneyLogDataSchema,
  },
  transferOptions: {
    auth: 'user',
    tag: 'transfer',
    summary: 'What can be transferred: each direction and currency with its available balance',
    data: transferOptionsDataSchema,
  },
  transfer: {
    auth: 'user',
    tag: 'transfer',
    summary: 'Transfer between your coin and contract accounts',
    description:
      'Idempotent with `idempotency_key` in the body or an `Idempotency-Key` header: a retry with the same key answers the first result (replayed=true) and never moves money twice. ' +
      'Refusals: TRANSFER_SOURCE_REQUIRED, TRANSFER_SAME_ACCOUNT, CURRENCY_NOT_TRANSFERABLE, QUANTITY_INVALID, QUANTITY_BELOW_ZERO, QUANTITY_ZERO, QUANTITY_TOO_PRECISE, QUANTITY_EXCEEDS_AVAILABLE, QUANTITY_EXCEEDS_FREE_MARGIN (out of the contract account: at most min(available, free margin), data.available says how much), IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_KEY_INVALID (body field or header: 1–100 visible ASCII characters). ' +
      'The success message is "Transfer done", translated.',
    body: transferBodySchema,
    data: transferDataSchema,
  },
});
