import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { fundingSettingsFrom, resolveDepositKeys } from './funding.config';
import { DemoDepositConfirmer } from './funding.demo-deposits';
import type { FundingDeps } from './funding.deps';
import { fundingDevRoutes } from './funding.dev.routes';
import { fundingOperatorHttpRoutes } from './funding.operator.routes';
import { fundingHttpRoutes } from './funding.routes';

/*
 * The funding module's front door (README.md, docs/funding.md): `createFunding` builds the module
 * object, `fundingPlugin` registers its routes given that object. No other module calls funding.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Funding: its deps and, in demo mode, the deposit auto-confirm (tests run it by hand). */
    funding: Funding;
  }
}

export interface Funding {
  deps: FundingDeps;
  /** config.EXPOSE_OUTBOX: the operator helpers for browser tests (never in production). */
  exposeDevRoutes: boolean;
  /** Demo mode: confirms deposit notices after their stated delay (leader work); else null. */
  demoDeposits: DemoDepositConfirmer | null;
}

/** Funding with its settings from config (the deposit keys may be made once and stored: async). */
export async function createFunding(
  input: Pick<FundingDeps, 'isIdentityVerified' | 'verifyFundPassword' | 'coins'> & {
    config: Config;
    db: Db;
    now: () => Date;
    log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  },
): Promise<Funding> {
  const { config, db } = input;
  const depositKeys = await resolveDepositKeys(db, config, input.log);
  const settings = fundingSettingsFrom(config, depositKeys);
  return {
    deps: {
      db,
      now: input.now,
      settings,
      isIdentityVerified: input.isIdentityVerified,
      verifyFundPassword: input.verifyFundPassword,
      coins: input.coins,
    },
    exposeDevRoutes: config.EXPOSE_OUTBOX,
    demoDeposits:
      settings.demoConfirmSeconds === null
        ? null
        : new DemoDepositConfirmer({
            db,
            now: input.now,
            coins: input.coins,
            delaySeconds: settings.demoConfirmSeconds,
            // A notice waits its delay plus at most 5 s; tests confirm by hand (runDue).
            pollMs: config.NODE_ENV === 'test' ? 0 : 5_000,
            log: input.log,
          }),
  };
}

/**
 * The funding module's routes: the user's, the operators' (the back-office's queues and withdrawal
 * settings), and with EXPOSE_OUTBOX the operator helpers for browser tests.
 */
export const fundingPlugin: FastifyPluginAsync<{ funding: Funding }> = async (app, { funding }) => {
  await app.register(fundingHttpRoutes, funding.deps);
  await app.register(fundingOperatorHttpRoutes, funding.deps);
  if (funding.exposeDevRoutes) await app.register(fundingDevRoutes, funding.deps);
};
