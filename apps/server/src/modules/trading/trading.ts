import { Decimal, stopOutLevelFor } from '@waihui/core';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { MarketEngine } from '../../market-feed';
import { type TradingLog, TradingEngine } from './trading.engine';
import { tradingMarketOf } from './trading.market-feed';
import type { TradingDeps } from './trading.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Contract trading: its dependencies and trigger engine (tests wait on `trading.engine.idle()`). */
    trading: { deps: TradingDeps; engine: TradingEngine };
  }
}

/** Version of the risk warning and appropriateness check users accept (stored with the consent). */
export const CONSENT_VERSION = 1;

/** The trading module as app.ts wires it: its dependencies and its trigger engine. */
export function createTrading(input: {
  config: Pick<Config, 'COMPLIANCE_PROFILE' | 'STOP_OUT_LEVEL_PCT'>;
  db: Db;
  now: () => Date;
  market: MarketEngine;
  log: TradingLog;
}): { deps: TradingDeps; engine: TradingEngine } {
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
  return { deps, engine: new TradingEngine(deps, input.log) };
}
