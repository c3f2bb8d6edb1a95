import { and, desc, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OperatorRole } from '@waihui/contracts';
import type { DbOrTx } from '../../db/database';
import { auditLog, operatorRoles, operatorSessions, operatorTotp } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;
export type TotpRow = typeof operatorTotp.$inferSelect;

export async function rolesOf(db: DbOrTx, userId: string): Promise<OperatorRole[]> {
  const rows = await db
    .select({ role: operatorRoles.role })
    .from(operatorRoles)
    .where(eq(operatorRoles.userId, userId))
    .orderBy(operatorRoles.role);
  return rows.map((row) => row.role);
}

export async function insertRoles(
  db: DbOrTx,
  userId: string,
  roles: readonly OperatorRole[],
  at: Date,
): Promise<void> {
  if (roles.length === 0) return;
  await db
    .insert(operatorRoles)
    .values(roles.map((role) => ({ userId, role, grantedAt: at })))
    .onConflictDoNothing();
}

export async function deleteRole(db: DbOrTx, userId: string, role: OperatorRole): Promise<void> {
  await db
    .delete(operatorRoles)
    .where(and(eq(operatorRoles.userId, userId), eq(operatorRoles.role, role)));
}

/** Everyone's roles, one row per role (operators are few: the page lists them all). */
export async function listRoles(db: DbOrTx): Promise<{ userId: string; role: OperatorRole }[]> {
  return db
    .select({ userId: operatorRoles.userId, role: operatorRoles.role })
    .from(operatorRoles)
    .orderBy(operatorRoles.userId, operatorRoles.role);
}

/** Every user holding at least one role (operators are few). */
export async function listOperatorIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ userId: operatorRoles.userId }).from(operatorRoles);
  return rows.map((row) => row.userId);
}

/**
 * The holders of the admin role, their rows locked until the transaction ends: two admins revoking
 * each other at once are serialised, so the last-admin guard sees the other's commit.
 */
export async function lockAdminHolders(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ userId: operatorRoles.userId })
    .from(operatorRoles)
    .where(eq(operatorRoles.role, 'admin'))
    .for('update');
  return rows.map((row) => row.userId);
}

export async function findTotp(db: DbOrTx, userId: string): Promise<TotpRow | null> {
  const [row] = await db.select().from(operatorTotp).where(eq(operatorTotp.userId, userId));
  return row ?? null;
}

/** The secret being enrolled (replaced at each sign-in until one code confirmed it). */
export async function upsertPendingTotp(
  db: DbOrTx,
  userId: string,
  secretEncrypted: string,
): Promise<void> {
  await db
    .insert(operatorTotp)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: operatorTotp.userId,
      set: { secretEncrypted, lastStep: null },
      setWhere: isNull(operatorTotp.confirmedAt),
    });
}

/**
 * Records an accepted code's step (and confirms enrolment) only if that step is later than the
 * last accepted one: false when the code was already used (a replay, or two sign-ins at once).
 */
export async function acceptTotpStep(
  db: DbOrTx,
  userId: string,
  step: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(operatorTotp)
    .set({ lastStep: step, confirmedAt: sql`coalesce(${operatorTotp.confirmedAt}, ${at})` })
    .where(
      and(
        eq(operatorTotp.userId, userId),
        or(isNull(operatorTotp.lastStep), lt(operatorTotp.lastStep, step)),
      ),
    )
    .returning({ userId: operatorTotp.userId });
  return rows.length > 0;
}

export async function insertOperatorSession(
  db: DbOrTx,
  values: typeof operatorSessions.$inferInsert,
): Promise<void> {
  await db.insert(operatorSessions).values(values);
}

export async function findLiveOperatorSession(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<{ sessionId: string; userId: string; createdAt: Date; expiresAt: Date } | null> {
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      userId: operatorSessions.userId,
      createdAt: operatorSessions.createdAt,
      expiresAt: operatorSessions.expiresAt,
    })
    .from(operatorSessions)
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeOperatorSession(
  db: DbOrTx,
  sessionId: string,
  now: Date,
): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}

export async function insertAudit(db: DbOrTx, row: NewAuditRow): Promise<AuditRow> {
  const [inserted] = await db.insert(auditLog).values(row).returning();
  if (!inserted) throw new Error('audit insert returned nothing');
  return inserted;
}

export interface AuditFilter {
  actorId?: string;
  action?: string;
  target?: string;
  from?: Date;
  to?: Date;
}

function auditWhere(filter: AuditFilter): SQL | undefined {
  return and(
    ...(filter.actorId ? [eq(auditLog.actorId, filter.actorId)] : []),
    ...(filter.action ? [eq(auditLog.action, filter.action)] : []),
    ...(filter.target ? [eq(auditLog.target, filter.target)] : []),
    ...(filter.from ? [gte(auditLog.at, filter.from)] : []),
    ...(filter.to ? [lte(auditLog.at, filter.to)] : []),
  );
}

/** Newest first: `page.limit` rows from `page.offset`. */
export async function listAudit(
  db: DbOrTx,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(auditWhere(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .offset(page.offset)
    .limit(page.limit);
}
