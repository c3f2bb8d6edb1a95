import { Decimal, stopOutLevelFor } from '@waihui/core';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { MarketFeed } from '../../market-feed';
import { type TradingLog, TradingEngine } from './trading.engine';
import { TradingLive } from './trading.live';
import { tradingMarketOf } from './trading.market-feed';
import type { TradingDeps } from './trading.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Contract trading: its dependencies, trigger engine (tests wait on `trading.engine.idle()`) and live channel. */
    trading: Trading;
  }
}

/** Version of the risk warning and appropriateness check users accept (stored with the consent). */
export const CONSENT_VERSION = 1;

export interface Trading {
  deps: TradingDeps;
  engine: TradingEngine;
  /** The live channel's trading side: each user's own changes and valuations (realtime/ sends them). */
  live: TradingLive;
}

/** The trading module as app.ts wires it: its dependencies, its trigger engine and its live feed. */
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
    market: tradingMarketOf(input.market),
    settings: {
      profile,
      stopOutLevel: stopOutLevelFor(profile, new Decimal(input.config.STOP_OUT_LEVEL_PCT)),
      consentVersion: CONSENT_VERSION,
    },
  };
  const engine = new TradingEngine(deps, input.log);
  return { deps, engine, live: new TradingLive(deps, engine, input.log) };
}
