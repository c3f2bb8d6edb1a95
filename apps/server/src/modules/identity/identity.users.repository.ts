import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import { users } from '../../db/schema';
import type { Account } from './identity.accounts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByAccount(db: DbOrTx, account: Account): Promise<UserRow | null> {
  const condition =
    account.kind === 'email' ? eq(users.email, account.email) : eq(users.phone, account.phone);
  const [row] = await db.select().from(users).where(condition).limit(1);
  return row ?? null;
}

export async function findUserByInviteCode(db: DbOrTx, code: string): Promise<UserRow | null> {
  // A practice holder never invites (its code is never shown).
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.inviteCode, code), isNull(users.practiceOf)))
    .limit(1);
  return row ?? null;
}

/** The user row, locked until the transaction ends (serialises password attempts). */
export async function lockUser(tx: Tx, id: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function insertUser(db: DbOrTx, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  patch: Partial<
    Pick<
      UserRow,
      | 'passwordHash'
      | 'fundPasswordHash'
      | 'failedLogins'
      | 'lockedUntil'
      | 'fundFailedAttempts'
      | 'fundLockedUntil'
      | 'lang'
      | 'lastLoginAt'
      | 'signInLockedAt'
      | 'sessionsValidFrom'
    >
  >,
): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, id));
}
