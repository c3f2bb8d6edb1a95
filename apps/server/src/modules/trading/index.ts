import type { OpenTradesData, TradeHistoryData, TradingSummary } from '@waihui/contracts';
import { Decimal, type OrderPreview, stopOutLevelFor } from '@waihui/core';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/database';
import type { MarketFeed } from '../../market-feed';
import { type Cancelled, cancelOrder } from './trading.cancel';
import { type Closed, closePosition } from './trading.close';
import { type ModifyInput, type Modified, modifyOrder } from './trading.modify';
import { createCommitter } from './trading.commit';
import type { ContractBalance, TradingDeps } from './trading.deps';
import { type TradingLog, TradingEngine } from './trading.engine';
import { TradingLive } from './trading.live';
import type { FeedQuote } from './trading.market';
import { tradingMarketOf } from './trading.market-feed';
import { type PreviewInput, preview } from './trading.preview';
import {
  contractFreeMarginOf,
  getOpenTrades,
  getTradeHistory,
  getTradingSummary,
  positionMarginOf,
} from './trading.queries';
import { type StopsInput, type StopsSet, setStops } from './trading.stops';
import { type SubmitInput, type SubmitResult, submitOrder } from './trading.submit';
import { type PrecisionOf, precisionOfMarket } from './trading.views';

/*
 * The trading module's front door (README.md): `createTrading` builds the module object app.ts,
 * the ledger, the back-office and the benches use; `tradingPlugin` registers its routes given that
 * object. Nothing outside the module imports another file of it.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Contract trading: commands, queries, the trigger engine (tests wait on `trading.engine.idle()`) and live channel. */
    trading: Trading;
  }
}

/** Version of the risk warning and appropriateness check users accept (stored with the consent). */
export const CONSENT_VERSION = 1;

/**
 * What changes trading. Each command runs its action's transaction, then applies the committed
 * changes to the engine and so to the live channel and the other processes (trading.commit.ts).
 */
export interface TradingCommands {
  submitOrder: (userId: string, input: SubmitInput) => Promise<SubmitResult>;
  /** Closes the whole position, or `lots` whole lots of it (product.md §10.16). */
  closePosition: (userId: string, positionId: number, lots?: string | number) => Promise<Closed>;
  cancelOrder: (userId: string, orderId: number) => Promise<Cancelled>;
  /** New lots, limit price, TP and SL of a resting limit order (product.md §10.16). */
  modifyOrder: (userId: string, orderId: number, input: ModifyInput) => Promise<Modified>;
  setStops: (userId: string, positionId: number, input: StopsInput) => Promise<StopsSet>;
}

/** What reads trading: the user's pages, and the figures the ledger and the back-office need. */
export interface TradingQueries {
  /** `lever/deal`: the order priced now, not placed. */
  preview: (userId: string, input: PreviewInput) => Promise<OrderPreview & { quote: FeedQuote }>;
  summary: (userId: string) => Promise<TradingSummary>;
  /** Open positions with live figures and pending orders (the user's page and the back-office). */
  openTrades: (userId: string) => Promise<OpenTradesData>;
  history: (
    userId: string,
    page: { page: number; limit: number; before_id?: number | undefined },
  ) => Promise<TradeHistoryData>;
  /** Margin held by open positions (USD): the Assets page's position margin. */
  positionMargin: (userId: string) => Promise<Decimal>;
  /** Free margin for the balances given (USD): the ledger's cap on transfers out, in its transaction. */
  contractFreeMargin: (db: DbOrTx, userId: string, balance: ContractBalance) => Promise<Decimal>;
  /** Each instrument's price precision: prices on the wire. */
  precisionOf: PrecisionOf;
}

export interface Trading {
  commands: TradingCommands;
  queries: TradingQueries;
  /** The trigger book and stop-out monitor: app.ts runs it while this process leads. */
  engine: TradingEngine;
  /** The live channel's trading side: each user's own changes and valuations (realtime/ sends them). */
  live: TradingLive;
}

/** The trading module: settings from config, the market adapter, the engine and the live feed. */
export function createTrading(input: {
  config: Pick<Config, 'COMPLIANCE_PROFILE' | 'STOP_OUT_LEVEL_PCT'>;
  db: Db;
  now: () => Date;
  market: MarketFeed;
  log: TradingLog;
}): Trading {
  const profile = input.config.COMPLIANCE_PROFILE;
  const deps: TradingDeps = {
    db: input.db,
    now: input.now,
    market: tradingMarketOf(input.market, input.now),
    settings: {
      profile,
      stopOutLevel: stopOutLevelFor(profile, new Decimal(input.config.STOP_OUT_LEVEL_PCT)),
      consentVersion: CONSENT_VERSION,
    },
  };
  // Commands and the engine's triggers commit through one committer, which applies to the engine.
  const committer = createCommitter(deps.db, {
    apply: (userId, changes) => engine.apply(userId, changes),
  });
  const engine = new TradingEngine(deps, committer, input.log);
  return {
    commands: {
      submitOrder: async (userId, order) => committer.run(userId, submitOrder(deps, userId, order)),
      closePosition: async (userId, id, lots) =>
        committer.run(userId, closePosition(deps, userId, id, lots ?? null)),
      cancelOrder: async (userId, id) => committer.run(userId, cancelOrder(deps, userId, id)),
      modifyOrder: async (userId, id, input) =>
        committer.run(userId, modifyOrder(deps, userId, id, input)),
      setStops: async (userId, id, stops) =>
        committer.run(userId, setStops(deps, userId, id, stops)),
    },
    queries: {
      preview: (userId, order) => preview(deps, userId, order),
      summary: (userId) => getTradingSummary(deps, userId),
      openTrades: (userId) => getOpenTrades(deps, userId),
      history: (userId, page) => getTradeHistory(deps, userId, page),
      positionMargin: (userId) => positionMarginOf(deps, userId),
      contractFreeMargin: (db, userId, balance) => contractFreeMarginOf(deps, db, userId, balance),
      precisionOf: precisionOfMarket(deps.market),
    },
    engine,
    live: new TradingLive(deps, engine, input.log),
  };
}

export { tradingPlugin } from './trading.routes';
export { shareTradingChanges } from './trading.cluster';

// The stop-out monitor's valuation and what it values, measured alone by bench/trading-valuation.ts.
export type { FeedQuote, TradingInstrument, TradingMarket } from './trading.market';
export type { PositionRow } from './trading.repository';
export {
  type MonitoredAccount,
  ParsedQuotes,
  accountSnapshot,
  atOrBelowMarginLevel,
  monitoredAccountOf,
  valuePosition,
} from './trading.valuation';
