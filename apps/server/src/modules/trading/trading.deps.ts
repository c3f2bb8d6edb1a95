import {
  BASE_CURRENCY,
  type ComplianceProfile,
  Decimal,
  type Issue,
  type UsdConversion,
  accountKey,
  parseDecimal,
  systemAccount,
  systemShardOf,
  userAccount,
} from '@waihui/core';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { BusinessError } from '../../lib/business-error';
import { isMessageKey } from '../../i18n/messages';
import { quoteOriginColumns } from '../../market-feed';
import { getContractBalances, lockBalances } from '../ledger';
import { type FeedQuote, type TradingMarket, usdRateOf } from './trading.market';
import {
  type FillRow,
  type OrderRow,
  type PositionRow,
  listOpenPositionsOfUser,
  listOpenPositionsOfUsers,
  listPendingOrdersOfUser,
  listPendingOrdersOfUsers,
  lockTraderForDecision,
  lockTradersForDecision,
} from './trading.repository';
import { type ValuedPosition, valuePosition } from './trading.valuation';

/*
 * What every trading action shares (docs/trading.md, "One action, one transaction"): the module's
 * dependencies and settings, the changes an action reports once committed, refusals, and the reads
 * and locks a decision is made under — the trader's lock, then the contract account and the user's
 * shard of the fees and house accounts.
 */

export interface TradingSettings {
  profile: ComplianceProfile;
  /** Stop-out level in percent (50 = 50%), already adjusted for the profile. */
  stopOutLevel: Decimal;
  /** Version of the risk warning a user must accept before the first leveraged order. */
  consentVersion: number;
}

export interface TradingDeps {
  db: Db;
  now: () => Date;
  market: TradingMarket;
  settings: TradingSettings;
}

/** What made a fill happen (stored with it). */
export type FillCause = 'user' | 'limit' | 'take_profit' | 'stop_loss' | 'stop_out';

/** One change the engine and the live channel must hear about, after its transaction committed. */
export type TradingChange =
  | { kind: 'order_placed'; order: OrderRow }
  | { kind: 'order_ended'; order: OrderRow }
  | { kind: 'position_opened'; position: PositionRow; fill: FillRow; order: OrderRow }
  | { kind: 'position_closed'; position: PositionRow; fill: FillRow }
  | { kind: 'stops_changed'; position: PositionRow }
  /** A resting limit order's new terms and reserve (product.md §10.16). */
  | { kind: 'order_modified'; order: OrderRow }
  /** An open position after a part of it closed: fewer lots, less margin (product.md §10.16). */
  | { kind: 'position_reduced'; position: PositionRow };

/** The change of one kind (`ChangeOf<'order_ended'>`). */
export type ChangeOf<K extends TradingChange['kind']> = Extract<TradingChange, { kind: K }>;

/** A refusal answered in the request's language; details fill the message's placeholders. */
export function refuse(issue: Issue): BusinessError {
  if (!isMessageKey(issue.code)) throw new Error(`trading refused with unknown code ${issue.code}`);
  // Details (the price compared with, the maximum…) go to `data` and fill the message's placeholders.
  return new BusinessError(
    issue.code,
    issue.details ? { details: issue.details, params: issue.details } : {},
  );
}

export function refusal(code: string, details?: Record<string, string>): BusinessError {
  return refuse({ code, ...(details ? { details } : {}) });
}

const contractUsd = (userId: string) => userAccount(userId, 'contract', BASE_CURRENCY);
/** What a trade of the user posts to: their contract account and their shard of fees and house. */
const LEDGER_ACCOUNTS_OF = (userId: string) => [
  contractUsd(userId),
  systemAccount('fees', BASE_CURRENCY, systemShardOf(userId)),
  systemAccount('house', BASE_CURRENCY, systemShardOf(userId)),
];

/** The contract account's USD buckets. */
export interface ContractBalance {
  available: Decimal;
  locked: Decimal;
}

/** The user's open positions (valued on the latest quotes) and pending orders, read under their lock. */
export interface TraderState {
  positions: ValuedPosition[];
  pendingOrders: OrderRow[];
}

/** Takes the trader's lock (every decision of one user sees settled rows), then reads the rows. */
export async function loadTrader(deps: TradingDeps, tx: Tx, userId: string): Promise<TraderState> {
  await lockTraderForDecision(tx, userId);
  return readTrader(deps, tx, userId);
}

/** The user's open positions and pending orders as they stand in `db` (no lock taken). */
export async function readTrader(
  deps: TradingDeps,
  db: DbOrTx,
  userId: string,
): Promise<TraderState> {
  const [positions, pendingOrders] = await Promise.all([
    listOpenPositionsOfUser(db, userId),
    listPendingOrdersOfUser(db, userId),
  ]);
  return { positions: positions.map((row) => valuePosition(deps.market, row)), pendingOrders };
}

/**
 * Takes the traders' locks, then reads each one's open positions and pending orders (one statement
 * each for all of them): loadTrader for a batch of users.
 */
export async function loadTraders(
  deps: TradingDeps,
  tx: Tx,
  userIds: readonly string[],
): Promise<Map<string, TraderState>> {
  await lockTradersForDecision(tx, userIds);
  const positions = await listOpenPositionsOfUsers(tx, userIds);
  const pendingOrders = await listPendingOrdersOfUsers(tx, userIds);
  const traders = new Map<string, TraderState>(
    userIds.map((userId) => [userId, { positions: [], pendingOrders: [] }]),
  );
  for (const row of positions)
    traders.get(row.userId)?.positions.push(valuePosition(deps.market, row));
  for (const order of pendingOrders) traders.get(order.userId)?.pendingOrders.push(order);
  return traders;
}

/**
 * Locks the user's contract account and their shard of the fees and house accounts for the rest of
 * the transaction and reads the contract account's buckets (USD): what the decision is made against.
 */
export async function lockContractAccount(tx: Tx, userId: string): Promise<ContractBalance> {
  return (await lockContractAccounts(tx, [userId])).get(userId)!;
}

/** lockContractAccount for many users in one statement: each user's buckets by user id. */
export async function lockContractAccounts(
  tx: Tx,
  userIds: readonly string[],
): Promise<Map<string, ContractBalance>> {
  const balances = await lockBalances(tx, userIds.flatMap(LEDGER_ACCOUNTS_OF));
  return new Map(
    userIds.map((userId) => [
      userId,
      balances.get(accountKey(contractUsd(userId))) ?? {
        available: new Decimal(0),
        locked: new Decimal(0),
      },
    ]),
  );
}

/** The contract account's USD buckets as stored now (not locked: decisions re-read them under lock). */
export async function contractBalanceOf(db: DbOrTx, userId: string): Promise<ContractBalance> {
  const usd = (await getContractBalances(db, userId)).find((b) => b.code === BASE_CURRENCY);
  return {
    available: parseDecimal(usd?.balance ?? '0'),
    locked: parseDecimal(usd?.lock_balance ?? '0'),
  };
}

/**
 * What a fill records of the market it happened in: the quote (bid, ask, its time and the feed's
 * sequence number), where the quote came from (source, raw bid/ask, markup), the pair and rate that
 * converted its amounts to USD, and whether a trigger (not the user) fired on the first quote after
 * a pause.
 */
export function marketColumns(
  market: Pick<TradingMarket, 'feedKind'>,
  quote: FeedQuote,
  conversion: UsdConversion,
  cause: FillCause,
) {
  return {
    bid: quote.bid,
    ask: quote.ask,
    quotedAt: new Date(quote.ts),
    quoteSeq: quote.seq,
    ...quoteOriginColumns(quote, market.feedKind),
    afterPause: cause !== 'user' && quote.afterPause === true,
    usdPair: conversion.via === 'usd' ? null : conversion.pair,
    usdRate: usdRateOf(conversion),
  };
}
