import type {
  AccountListData,
  AdminAuditData,
  AdminAuditQuery,
  AdminUserDetailData,
  AdminUserRow,
  MoneyLogData,
  OpenTradesData,
} from '@waihui/contracts';
import { readPage } from '../../lib/page';
import type { Db, Tx } from '../../db/database';
import { BusinessError } from '../../lib/business-error';
import {
  findUserView,
  loginHistory,
  searchUsers,
  setSignInLock,
  findUserLabels,
  type OperatorUserView,
} from '../identity';
import type { AuditedChange } from './backoffice.audit';
import { listAudit } from './backoffice.repository';

/*
 * The back-office's own services (product.md §14): users and the audit log. Reads go through the other
 * modules' exported services; a change runs in the audit row's transaction (`auditedRoute`).
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

/** Locks or unlocks a user's sign-in (audited as user.lock / user.unlock). */
export async function lockUserSignIn(
  tx: Tx,
  input: { userId: string; locked: boolean },
  at: Date,
): Promise<AuditedChange<AdminUserRow>> {
  const change = await setSignInLock(tx, input.userId, input.locked, at);
  if (change === null) throw new BusinessError('NOT_FOUND');
  const before = userRowView(change.before);
  const after = userRowView(change.after);
  return { target: `user:${input.userId}`, before, after, result: after };
}

export async function auditPage(
  deps: BackofficeDeps,
  query: AdminAuditQuery,
): Promise<AdminAuditData> {
  const filter = {
    ...(query.actor ? { actorId: query.actor } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.target ? { target: query.target } : {}),
    ...(query.from ? { from: new Date(query.from) } : {}),
    ...(query.to ? { to: new Date(query.to) } : {}),
  };
  return readPage(
    query,
    (window) => listAudit(deps.db, filter, window),
    async (rows) => {
      const actors = await findUserLabels(
        deps.db,
        rows.map((row) => row.actorId),
      );
      return rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor_id: row.actorId,
        actor: actors.get(row.actorId) ?? null,
        action: row.action,
        target: row.target,
        before: row.before as Record<string, unknown> | null,
        after: row.after as Record<string, unknown> | null,
        ip: row.ip,
      }));
    },
  );
}
