import type {
  AccountListData,
  AdminAuditData,
  AdminAuditQuery,
  AdminInstrument,
  AdminInstrumentSaveBody,
  AdminUserDetailData,
  AdminUserRow,
  MoneyLogData,
  OpenTradesData,
} from '@waihui/contracts';
import type { Db } from '../../db/database';
import { BusinessError } from '../../lib/business-error';
import type { ContractTerms, MarketInstrument } from '../../market-feed';
import type { DbOrTx } from '../../db/database';
import {
  findUserView,
  loginHistory,
  searchUsers,
  setSignInLock,
  type OperatorUserView,
} from '../identity/identity.service';
import { audited, type ActorContext } from './audit';
import { listAudit } from './backoffice.repository';

/*
 * The back-office's own services (issue 12). Reads go through the other modules' exported
 * services; each change runs through `audited`, so its audit row commits with it.
 */

/** What the back-office needs from other modules, wired in app.ts as functions. */
export interface BackofficeDeps {
  db: Db;
  now: () => Date;
  /** Ledger: a user's balances and newest postings. */
  accountsOf: (userId: string) => Promise<AccountListData>;
  postingsOf: (userId: string) => Promise<MoneyLogData>;
  /** Trading: open positions and resting orders. */
  openTradesOf: (userId: string) => Promise<OpenTradesData>;
  /** Market feed: instruments and their contract terms. */
  instruments: {
    list: () => readonly MarketInstrument[];
    write: (tx: DbOrTx, symbol: string, terms: ContractTerms) => Promise<boolean>;
    apply: (symbol: string, terms: ContractTerms) => void;
  };
}

export function userRowView(user: OperatorUserView): AdminUserRow {
  return {
    user_id: user.id,
    uid: user.uid,
    email: user.email,
    phone: user.phone,
    country: user.country,
    created_at: user.createdAt.toISOString(),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    sign_in_locked: user.signInLockedAt !== null,
  };
}

export async function findUsers(deps: BackofficeDeps, q: string): Promise<AdminUserRow[]> {
  return (await searchUsers(deps.db, q)).map(userRowView);
}

export async function userDetail(
  deps: BackofficeDeps,
  userId: string,
): Promise<AdminUserDetailData> {
  const user = await findUserView(deps.db, userId);
  if (user === null) throw new BusinessError('NOT_FOUND');
  const [accounts, postings, openTrades, logins] = await Promise.all([
    deps.accountsOf(userId),
    deps.postingsOf(userId),
    deps.openTradesOf(userId),
    loginHistory(deps.db, userId),
  ]);
  return {
    user: userRowView(user),
    accounts,
    postings,
    open_trades: openTrades,
    logins: logins.map((login) => ({
      at: login.createdAt.toISOString(),
      expires_at: login.expiresAt.toISOString(),
      revoked_at: login.revokedAt?.toISOString() ?? null,
    })),
  };
}

/** Locks or unlocks a user's sign-in; audited as user.lock / user.unlock. */
export async function lockUserSignIn(
  deps: BackofficeDeps,
  actor: ActorContext,
  input: { userId: string; locked: boolean },
): Promise<AdminUserRow> {
  return audited(deps.db, actor, input.locked ? 'user.lock' : 'user.unlock', async (tx) => {
    const change = await setSignInLock(tx, input.userId, input.locked, actor.now);
    if (change === null) throw new BusinessError('NOT_FOUND');
    const before = userRowView(change.before);
    const after = userRowView(change.after);
    return { target: `user:${input.userId}`, before, after, result: after };
  });
}

function instrumentView(instrument: MarketInstrument): AdminInstrument {
  return {
    symbol: instrument.symbol,
    fee_rate: instrument.feeRate,
    spread: instrument.spread,
    max_leverage: instrument.maxLeverage,
  };
}

export function instrumentSettings(deps: BackofficeDeps): AdminInstrument[] {
  return deps.instruments.list().map(instrumentView);
}

/**
 * New fee rate and maximum leverage of an instrument, for orders placed from now on: orders and
 * positions store the terms they were opened with, so open ones keep theirs. Audited.
 */
export async function saveInstrumentSettings(
  deps: BackofficeDeps,
  actor: ActorContext,
  body: AdminInstrumentSaveBody,
): Promise<AdminInstrument> {
  const current = deps.instruments.list().find((item) => item.symbol === body.symbol);
  if (current === undefined) throw new BusinessError('INSTRUMENT_NOT_FOUND');
  const terms: ContractTerms = { feeRate: body.fee_rate, maxLeverage: body.max_leverage };
  const before = instrumentView(current);
  const after: AdminInstrument = {
    ...before,
    fee_rate: terms.feeRate,
    max_leverage: terms.maxLeverage,
  };
  await audited(deps.db, actor, 'instrument.save', async (tx) => {
    if (!(await deps.instruments.write(tx, body.symbol, terms)))
      throw new BusinessError('INSTRUMENT_NOT_FOUND');
    return { target: `instrument:${body.symbol}`, before, after, result: null };
  });
  // Committed: new orders see the new terms from here on.
  deps.instruments.apply(body.symbol, terms);
  return after;
}

export async function auditPage(
  deps: BackofficeDeps,
  query: AdminAuditQuery,
): Promise<AdminAuditData> {
  const rows = await listAudit(
    deps.db,
    {
      ...(query.actor ? { actorId: query.actor } : {}),
      ...(query.action ? { action: query.action } : {}),
      ...(query.target ? { target: query.target } : {}),
      ...(query.from ? { from: new Date(query.from) } : {}),
      ...(query.to ? { to: new Date(query.to) } : {}),
    },
    { offset: (query.page - 1) * query.limit, limit: query.limit },
  );
  return {
    list: rows.slice(0, query.limit).map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor_id: row.actorId,
      action: row.action,
      target: row.target,
      before: row.before as Record<string, unknown> | null,
      after: row.after as Record<string, unknown> | null,
      ip: row.ip,
    })),
    page: query.page,
    limit: query.limit,
    has_more: rows.length > query.limit,
  };
}
