import type { FastifyPluginAsync } from 'fastify';
import type { AccountListData, MoneyLogData, OpenTradesData } from '@waihui/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { OperatorSessionLookup } from '../../plugins/auth';
import type { DeviceTokens } from '../identity';
import { findOperatorSessionByToken } from './backoffice.operator-auth.service';
import { listOperatorIds } from './backoffice.repository';
import { backofficeHttpRoutes, type BackofficeRouteDeps } from './backoffice.routes';
import { loadTotpKey, secretBox } from './backoffice.totp';

/*
 * The back-office's front door (README.md, docs/backoffice.md): operator sign-in, users, operators,
 * the audit log, and the plumbing every module's operator routes share (`auditedRoute`; roles come
 * from the contracts). `createBackoffice` builds the module object, `backofficePlugin` registers its
 * routes given that object.
 */

export interface Backoffice {
  deps: BackofficeRouteDeps;
  /** The live operator session of a bearer token (the auth plugin): a user token never finds one. */
  findOperatorSession: OperatorSessionLookup;
  /** Every user holding a back-office role (identity's idle-account job leaves them alone). */
  operatorIds: () => Promise<string[]>;
}

export function createBackoffice(input: {
  config: Pick<
    Config,
    | 'OPERATOR_TOTP_KEY'
    | 'DATA_DIR'
    | 'OPERATOR_SESSION_MINUTES'
    | 'RATE_LIMIT_LOGIN_PER_MINUTE'
    | 'DEMO_MODE'
  >;
  db: Db;
  now: () => Date;
  /** The ledger's reads of a user: balances and newest postings. */
  ledger: {
    accountsOf: (userId: string) => Promise<AccountListData>;
    postingsOf: (userId: string) => Promise<MoneyLogData>;
  };
  /** Trading's open positions and resting orders of a user. */
  openTradesOf: (userId: string) => Promise<OpenTradesData>;
  /** Identity's device tokens (a signed-in browser's own back-off counter). */
  deviceTokens: DeviceTokens;
}): Backoffice {
  const { config, db } = input;
  return {
    deps: {
      db,
      now: input.now,
      box: secretBox(() => loadTotpKey(config.OPERATOR_TOTP_KEY, config.DATA_DIR)),
      sessionMinutes: config.OPERATOR_SESSION_MINUTES,
      deviceTokens: input.deviceTokens,
      loginPerMinute: config.RATE_LIMIT_LOGIN_PER_MINUTE,
      demo: config.DEMO_MODE,
      // The back-office reads other modules through these, never their tables.
      accountsOf: input.ledger.accountsOf,
      postingsOf: input.ledger.postingsOf,
      openTradesOf: input.openTradesOf,
    },
    findOperatorSession: (token, at) => findOperatorSessionByToken(db, token, at),
    operatorIds: () => listOperatorIds(db),
  };
}

export const backofficePlugin: FastifyPluginAsync<{ backoffice: Backoffice }> = async (
  app,
  { backoffice },
) => {
  await app.register(backofficeHttpRoutes, backoffice.deps);
};

/** Demo mode's operator holds every role (demo.ts). */
export { grantOperatorRoles } from './backoffice.operators.service';
/** For every module's operator routes: a change and its audit row, one transaction. */
export { actorOf, auditedRoute, type ActorContext, type AuditedChange } from './backoffice.audit';
