import { and, desc, eq, inArray, isNull, max, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import { sessions, users } from '../../db/schema';
import { parseAccount, normaliseEmail } from './identity.accounts';
import { lockUser, updateUser, type UserRow } from './identity.users.repository';
import { revokeUserSessions } from './identity.sessions.repository';

/*
 * What other modules ask of identity about users (product.md §14): search and detail (the back-office;
 * funding names operators and derives deposit addresses from the uid), login history, and the
 * sign-in lock. Read-only except the lock. Operator sign-in: operator-sign-in.service.ts.
 */

/** A user as the back-office lists them. */
export type OperatorUserView = Pick<
  UserRow,
  'id' | 'uid' | 'email' | 'phone' | 'country' | 'createdAt' | 'lastLoginAt' | 'signInLockedAt'
>;

const viewColumns = {
  id: users.id,
  uid: users.uid,
  email: users.email,
  phone: users.phone,
  country: users.country,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  signInLockedAt: users.signInLockedAt,
};

/**
 * Whether a session begun at `startedAt` may still act for the user: the user exists, sign-in is not
 * locked, and neither a password change nor a lock came after the session began.
 */
export async function sessionStillValid(
  db: DbOrTx,
  userId: string,
  startedAt: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ signInLockedAt: users.signInLockedAt, sessionsValidFrom: users.sessionsValidFrom })
    .from(users)
    .where(eq(users.id, userId));
  if (row === undefined || row.signInLockedAt !== null) return false;
  return row.sessionsValidFrom === null || startedAt >= row.sessionsValidFrom;
}

/** Users whose uid, e-mail or phone number is exactly `q` (at most a handful). */
export async function searchUsers(db: DbOrTx, q: string): Promise<OperatorUserView[]> {
  const conditions = [];
  if (/^\d{1,9}$/.test(q)) conditions.push(eq(users.uid, Number(q)));
  const email = normaliseEmail(q);
  if (email !== null) conditions.push(eq(users.email, email));
  const phone = parseAccount(q, undefined);
  if (phone?.kind === 'phone') conditions.push(eq(users.phone, phone.phone));
  if (conditions.length === 0) return [];
  return db
    .select(viewColumns)
    .from(users)
    .where(and(or(...conditions), isNull(users.practiceOf)))
    .orderBy(users.uid)
    .limit(20);
}

export async function findUserView(db: DbOrTx, userId: string): Promise<OperatorUserView | null> {
  const [row] = await db.select(viewColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** The users with these ids, in no order; unknown ids are left out. */
export async function findUserViews(
  db: DbOrTx,
  ids: readonly string[],
): Promise<OperatorUserView[]> {
  if (ids.length === 0) return [];
  return db
    .select(viewColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

/** The user's sessions, newest first: when each sign-in happened, until when, and if it ended. */
/** How operators are named to each other (queues, proposals): e-mail, else phone, else the uid. */
export async function operatorLabels(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const operators = await findUserViews(db, ids);
  return new Map(operators.map((user) => [user.id, user.email ?? user.phone ?? String(user.uid)]));
}

/**
 * How operators see users in queues and the audit log (product.md §14): the public uid and the
 * e-mail, else the phone (null: neither). Answers the lookup of these ids; every row naming a user
 * references it, so an id not found is a broken invariant and throws.
 */
export async function userLabels(
  db: DbOrTx,
  ids: readonly string[],
): Promise<(id: string) => { uid: number; contact: string | null }> {
  const found = await findUserLabels(db, ids);
  return (id) => {
    const label = found.get(id);
    if (!label) throw new Error(`user ${id} not found`);
    return label;
  };
}

/** The same labels by id, for rows that may outlive their user (the audit log): unknown ids left out. */
export async function findUserLabels(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, { uid: number; contact: string | null }>> {
  const found = await findUserViews(db, ids);
  return new Map(
    found.map((user) => [user.id, { uid: user.uid, contact: user.email ?? user.phone ?? null }]),
  );
}

/** The highest uid given so far (null: no user yet); uids are handed out in rising order. */
export async function highestUid(db: DbOrTx): Promise<number | null> {
  // Practice holders (docs/decisions.md "Practice and live") get no deposit address.
  const [row] = await db
    .select({ top: max(users.uid) })
    .from(users)
    .where(isNull(users.practiceOf));
  return row?.top ?? null;
}

export async function loginHistory(
  db: DbOrTx,
  userId: string,
  limit = 50,
): Promise<{ createdAt: Date; expiresAt: Date; revokedAt: Date | null }[]> {
  return db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(limit);
}

/**
 * Locks (sessions end now) or unlocks a user's sign-in in the caller's transaction, under the
 * user's row lock. Returns the view before and after, for the audit log; null for an unknown user.
 */
export async function setSignInLock(
  tx: Tx,
  userId: string,
  locked: boolean,
  now: Date,
): Promise<{ before: OperatorUserView; after: OperatorUserView } | null> {
  const current = await lockUser(tx, userId);
  if (current === null) return null;
  const before = pickView(current);
  const signInLockedAt = locked ? (current.signInLockedAt ?? now) : null;
  await updateUser(
    tx,
    userId,
    locked ? { signInLockedAt, sessionsValidFrom: now } : { signInLockedAt },
  );
  if (locked) await revokeUserSessions(tx, userId, now);
  return { before, after: { ...before, signInLockedAt } };
}

/** The back-office view of a full user row. */
export function pickView(user: UserRow): OperatorUserView {
  return {
    id: user.id,
    uid: user.uid,
    email: user.email,
    phone: user.phone,
    country: user.country,
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
    signInLockedAt: user.signInLockedAt,
  };
}
