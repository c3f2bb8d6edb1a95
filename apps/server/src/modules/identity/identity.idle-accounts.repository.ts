import { and, eq, isNotNull, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { accountClosures, sessions, users } from '../../db/schema';

/** The last sign-in, or the registration for an account never signed in to. */
const lastActivity = sql`coalesce(${users.lastLoginAt}, ${users.createdAt})`;

export interface IdleUser {
  id: string;
  email: string | null;
  phone: string | null;
  lang: string;
  lastLoginAt: Date | null;
  idleNoticeAt: Date | null;
}

const idleUserColumns = {
  id: users.id,
  email: users.email,
  phone: users.phone,
  lang: users.lang,
  lastLoginAt: users.lastLoginAt,
  idleNoticeAt: users.idleNoticeAt,
};

/** Clears notice and dormancy of users who signed in since: their idle clock starts again. */
export async function clearIdleMarksOfActiveUsers(db: DbOrTx): Promise<number> {
  const rows = await db
    .update(users)
    .set({ idleNoticeAt: null, dormantSince: null })
    .where(
      and(
        isNull(users.closedAt),
        or(isNotNull(users.idleNoticeAt), isNotNull(users.dormantSince)),
        sql`${lastActivity} > greatest(${users.idleNoticeAt}, ${users.dormantSince})`,
      ),
    )
    .returning({ id: users.id });
  return rows.length;
}

/**
 * Open customers (users but `operatorIds`) whose last activity is at `idleSince` or before, not
 * yet dormant, who also meet `stage` (the notice not yet sent, or sent by a deadline).
 */
function idleCustomers(
  db: DbOrTx,
  idleSince: Date,
  operatorIds: readonly string[],
  stage: SQL,
): Promise<IdleUser[]> {
  return db
    .select(idleUserColumns)
    .from(users)
    .where(
      and(
        notInArray(users.id, [...operatorIds]),
        isNull(users.practiceOf),
        isNull(users.closedAt),
        isNull(users.dormantSince),
        lte(lastActivity, idleSince),
        stage,
      ),
    );
}

/** Users but `operatorIds` idle since `idleSince` or before, open, not yet given the notice. */
export function listUsersToNotify(
  db: DbOrTx,
  idleSince: Date,
  operatorIds: readonly string[],
): Promise<IdleUser[]> {
  return idleCustomers(db, idleSince, operatorIds, isNull(users.idleNoticeAt));
}

/** Users but `operatorIds` idle since `idleSince` or before, noticed at `noticedBy` or before. */
export function listUsersDueForClosure(
  db: DbOrTx,
  idleSince: Date,
  noticedBy: Date,
  operatorIds: readonly string[],
): Promise<IdleUser[]> {
  return idleCustomers(db, idleSince, operatorIds, lte(users.idleNoticeAt, noticedBy));
}

/**
 * Locks the user's row and answers whether the account is still idle since `idleSince` and open: a
 * sign-in between the listing and the closure keeps the account.
 */
export async function lockIfStillIdle(
  db: DbOrTx,
  userId: string,
  idleSince: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.closedAt), lte(lastActivity, idleSince)))
    .for('update');
  return rows.length === 1;
}

export async function markNoticeSent(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ idleNoticeAt: at }).where(eq(users.id, userId));
}

export async function markDormant(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ dormantSince: at }).where(eq(users.id, userId));
}

/** Closes the account: login refused from now on, every session revoked, the closure recorded. */
export async function closeIdleAccount(db: DbOrTx, user: IdleUser, at: Date): Promise<void> {
  await db.update(users).set({ closedAt: at }).where(eq(users.id, user.id));
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
  await db.insert(accountClosures).values({
    userId: user.id,
    reason: 'idle',
    lastLoginAt: user.lastLoginAt,
    noticeSentAt: user.idleNoticeAt,
    closedAt: at,
  });
}
