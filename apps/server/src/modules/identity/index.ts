import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/database';
import type { SessionLookup } from '../../plugins/auth';
import type { Job } from '../../scheduler/scheduler';
import { createCodeSenders } from './code-sender/code-sender.config';
import { readOrCreateKeyFile } from '../../lib/key-file';
import type { IdentityConfig, IdentityDeps, IdentitySettings } from './identity.deps';
import { createDeviceTokens, type DeviceTokens } from './identity.device-tokens';
import { verifyFundPassword } from './identity.fund-password.service';
import { idleAccountsJob } from './identity.idle-accounts';
import { findUserIdByAccount } from './identity.profile.service';
import { findSessionByToken } from './identity.sessions.service';

/*
 * The identity module's front door (README.md): `createIdentity` builds the module object app.ts
 * and other modules use, `identityPlugin` registers its routes given that object. The functions
 * exported below take the database (or the caller's transaction) and are what other modules call;
 * nothing outside the module imports another file of it (tests: identity.fixtures.ts).
 */

export interface Identity {
  /** What identity's services run with (its routes use it). */
  deps: IdentityDeps;
  /** The live user session of a bearer token (the auth plugin and the WebSocket account channel). */
  findSession: SessionLookup;
  /** E-mail or E.164 phone, as typed → the user's id, or null. */
  findUserIdByAccount: (account: string) => Promise<string | null>;
  /** Throws FUND_PASSWORD_NOT_SET / _WRONG / _LOCKED, else returns (a wrong try counts). */
  verifyFundPassword: (userId: string, password: string) => Promise<void>;
  /** The daily idle-account job (product.md §15.6); the scheduler runs it. */
  idleAccountsJob: Job;
  /** Device tokens of sign-ins (the back-office's sign-in uses them for its own surface). */
  deviceTokens: DeviceTokens;
}

export function createIdentity(input: {
  config: IdentityConfig &
    Pick<Config, 'SMTP_URL' | 'SMTP_FROM' | 'SMS_WEBHOOK_URL' | 'SMS_WEBHOOK_TOKEN'>;
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The saved settings in force (the settings module). */
  settings: IdentitySettings;
  /** The user's identity-verification status for the "me" page (the verification module). */
  verificationStatusOf: IdentityDeps['verificationStatusOf'];
  /** Whether the user holds money in any account (the ledger): an idle account holding money is kept. */
  holdsMoney: (db: DbOrTx, userId: string) => Promise<boolean>;
  /** Every user holding a back-office role (the back-office): never marked idle nor closed. */
  operatorIds: () => Promise<string[]>;
}): Identity {
  const { config, db, now, log } = input;
  const deps: IdentityDeps = {
    db,
    now,
    config,
    settings: input.settings,
    codeSenders: createCodeSenders(config, db, log, now),
    log,
    deviceTokens: createDeviceTokens(
      () => config.DEVICE_TOKEN_SECRET ?? readOrCreateKeyFile(config.DATA_DIR, 'device-token.key'),
    ),
    verificationStatusOf: input.verificationStatusOf,
  };
  return {
    deps,
    findSession: (token, at) => findSessionByToken(db, token, at, config.SESSION_IDLE_HOURS),
    findUserIdByAccount: (account) => findUserIdByAccount(deps, account),
    verifyFundPassword: (userId, password) => verifyFundPassword(deps, userId, password),
    idleAccountsJob: idleAccountsJob({
      db,
      codeSenders: deps.codeSenders,
      holdsMoney: input.holdsMoney,
      operatorIds: input.operatorIds,
      log,
    }),
    deviceTokens: deps.deviceTokens,
  };
}

export { identityPlugin } from './identity.routes';
export type { IdentitySettings } from './identity.deps';

// Demo mode's accounts (demo.ts seeds them, server.ts prints them).
export { seedDemoAccounts, formatDemoCredentials, type DemoSeedResult } from './identity.demo-seed';
// The back-office's sign-in reads the login password and counts failures here.
export {
  checkOperatorPassword,
  operatorSignInRefused,
  operatorPasswordOnlyStep,
  operatorSignedIn,
  type OperatorTry,
} from './identity.operator-sign-in.service';
// Sign-in routes read and set the device cookie (identity.device-tokens.ts).
export { readDeviceCookie, setDeviceCookie, type DeviceTokens } from './identity.device-tokens';
// Users as operators see them (the back-office, funding's queues).
export {
  searchUsers,
  findUserView,
  sessionStillValid,
  findUserViews,
  operatorLabels,
  userLabels,
  findUserLabels,
  highestUid,
  loginHistory,
  setSignInLock,
  type OperatorUserView,
} from './identity.operator-access.service';
// The practice holder beside each user, and a session's active book (the practice module).
export { ensurePracticeHolder, setSessionBook } from './identity.practice';
/** Only codes the app lists may be barred or chosen (settings, verification). */
export { countryName, isKnownCountry } from './identity.countries';
