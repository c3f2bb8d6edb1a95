import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { fundingSettingsFrom, resolveDepositKeys } from './funding.config';
import type { FundingDeps } from './funding.deps';
import { fundingDevRoutes } from './funding.dev.routes';
import { fundingOperatorHttpRoutes } from './funding.operator.routes';
import { fundingHttpRoutes } from './funding.routes';

/*
 * The funding module's front door (README.md, docs/funding.md): `createFunding` builds the module
 * object, `fundingPlugin` registers its routes given that object. No other module calls funding.
 */

export interface Funding {
  deps: FundingDeps;
  /** config.EXPOSE_OUTBOX: the operator helpers for browser tests (never in production). */
  exposeDevRoutes: boolean;
}

/** Funding with its settings from config (the deposit keys may be made once and stored: async). */
export async function createFunding(
  input: Pick<FundingDeps, 'isIdentityVerified' | 'verifyFundPassword'> & {
    config: Config;
    db: Db;
    now: () => Date;
    log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  },
): Promise<Funding> {
  const { config, db } = input;
  const depositKeys = await resolveDepositKeys(db, config, input.log);
  return {
    deps: {
      db,
      now: input.now,
      settings: fundingSettingsFrom(config, depositKeys),
      isIdentityVerified: input.isIdentityVerified,
      verifyFundPassword: input.verifyFundPassword,
    },
    exposeDevRoutes: config.EXPOSE_OUTBOX,
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
