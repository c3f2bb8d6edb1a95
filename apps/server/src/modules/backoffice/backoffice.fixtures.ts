import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdminAuditData, AdminProposalRow, OperatorRole } from '@waihui/contracts';
import type { TestApp } from '../../../test/fixtures';
import type { DbOrTx } from '../../db/database';
import { operatorSessions, users } from '../../db/schema';
import { hashPassword } from '../identity/identity.fixtures';
import { grantOperatorRoles } from './backoffice.operators.service';

/** Test key of the TOTP secrets (config OPERATOR_TOTP_KEY), so no key file is written. */
export const TEST_TOTP_KEY = 'ab'.repeat(32);
export const OPERATOR_PASSWORD = 'operator-pass-1';

/** One argon2 hash per test file (hashing takes tens of ms; the role matrix makes dozens). */
let passwordHash: Promise<string> | null = null;

export interface TestOperator {
  userId: string;
  email: string;
  /** Operator bearer token (inserted directly; sign-in itself is tested through the API). */
  token: string;
}

/** A user with a password and the roles, plus a live operator session inserted directly. */
export async function insertOperator(
  db: DbOrTx,
  roles: readonly OperatorRole[],
  options: { session?: boolean; label?: string } = {},
): Promise<TestOperator> {
  const suffix = randomBytes(6).toString('hex');
  const email = `${options.label ?? 'op'}-${suffix}@example.com`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await (passwordHash ??= hashPassword(OPERATOR_PASSWORD)),
      inviteCode: `O${suffix}`,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  if (options.session === false) {
    await grantOperatorRoles(db, user.id, roles, new Date('2026-01-01T00:00:00Z'));
    return { userId: user.id, email, token: randomBytes(32).toString('base64url') };
  }
  return { userId: user.id, email, token: await makeOperator(db, user.id, roles) };
}

/** Gives an existing user (a customer too) operator roles and a back-office session; its token. */
export async function makeOperator(
  db: DbOrTx,
  userId: string,
  roles: readonly OperatorRole[],
): Promise<string> {
  await grantOperatorRoles(db, userId, roles, new Date('2026-01-01T00:00:00Z'));
  const token = randomBytes(32).toString('base64url');
  await db.insert(operatorSessions).values({
    userId,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    createdAt: new Date('2026-01-01T00:00:00Z'),
    expiresAt: new Date('2100-01-01T00:00:00Z'),
  });
  return token;
}

/** The newest audit row of an action, as the audit page answers it. */
export async function lastAudit(t: TestApp, token: string, action: string) {
  const page = await t.call<AdminAuditData>('GET', `/api/admin/audit/list?action=${action}`, {
    token,
  });
  return page.body.data.list[0];
}

/** The user's public number (uid), as the operators page names users. */
export async function uidOf(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ uid: users.uid })
    .from(users)
    .where(eq(users.id, userId));
  if (row === undefined) throw new Error(`no user ${userId}`);
  return row.uid;
}

/**
 * A money-moving save as it happens (product.md §6.3): `proposer` posts it (answered
 * CHANGE_PROPOSED), a second admin applies the proposal; answers that approval. The second admin
 * is made here unless given.
 */
export async function saveWithSecondAdmin(
  t: TestApp,
  path: string,
  proposer: string,
  body: Record<string, unknown>,
  approver?: string,
) {
  const proposed = await t.call<{ reason: string; proposal_id: number }>('POST', path, {
    token: proposer,
    body,
  });
  if (proposed.body.data.reason !== 'CHANGE_PROPOSED')
    return proposed as unknown as Awaited<ReturnType<typeof approve>>;
  const second = approver ?? (await insertOperator(t.database.db, ['admin'])).token;
  return approve(t, second, proposed.body.data.proposal_id);
}

function approve(t: TestApp, token: string, id: number) {
  return t.call<AdminProposalRow>('POST', '/api/admin/proposals/approve', { token, body: { id } });
}
