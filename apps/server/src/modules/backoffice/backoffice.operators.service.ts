import type {
  AdminOperatorRoleBody,
  AdminOperatorRow,
  AdminOperatorsData,
  OperatorRole,
} from '@waihui/contracts';
import { checkRoleGrant } from '@waihui/core';
import type { DbOrTx, Tx } from '../../db/database';
import { BusinessError, issueRefusal } from '../../lib/business-error';
import { findUserViews, searchUsers, type OperatorUserView } from '../identity';
import type { ActorContext, AuditedChange } from './backoffice.audit';
import {
  deleteRole,
  insertRoles,
  listRoles,
  lockAdminHolders,
  rolesOf,
} from './backoffice.repository';

/*
 * The operators page (role admin; docs/backoffice.md): who holds which back-office role, and
 * granting or revoking one by the user's uid. Roles are read on every request (plugins/auth.ts), so
 * a change applies at the holder's next request. Admin guards: nobody revokes their own admin role,
 * and the last admin role never goes (the admin rows are locked while deciding).
 */

function operatorRow(user: OperatorUserView, roles: OperatorRole[]): AdminOperatorRow {
  return { user_id: user.id, uid: user.uid, email: user.email, phone: user.phone, roles };
}

export async function operatorList(db: DbOrTx): Promise<AdminOperatorsData> {
  const byUser = new Map<string, OperatorRole[]>();
  for (const { userId, role } of await listRoles(db)) {
    byUser.set(userId, [...(byUser.get(userId) ?? []), role]);
  }
  const users = await findUserViews(db, [...byUser.keys()]);
  return {
    list: users
      .map((user) => operatorRow(user, byUser.get(user.id) ?? []))
      .sort((a, b) => a.uid - b.uid),
  };
}

/** Gives a user back-office roles unaudited, at start-up (the demo seed) and in tests; operators use the audited grant. */
export async function grantOperatorRoles(
  db: DbOrTx,
  userId: string,
  roles: readonly OperatorRole[],
  at: Date,
): Promise<void> {
  await insertRoles(db, userId, roles, at);
}

/** The user with this public uid, or NOT_FOUND. */
async function userByUid(db: DbOrTx, uid: number): Promise<OperatorUserView> {
  const user = (await searchUsers(db, String(uid))).find((found) => found.uid === uid);
  if (!user) throw new BusinessError('NOT_FOUND');
  return user;
}

/** Grants (`grant`) or revokes one role (audited as operator.grant / operator.revoke, the roles before and after). */
export async function changeOperatorRole(
  tx: Tx,
  actor: ActorContext,
  body: AdminOperatorRoleBody,
  grant: boolean,
): Promise<AuditedChange<AdminOperatorRow>> {
  const user = await userByUid(tx, body.uid);
  const admins = await lockAdminHolders(tx);
  const before = await rolesOf(tx, user.id);
  if (grant) {
    // Nobody grants themselves a role (product.md §6.3); dropping one of their own stays allowed.
    const duty = checkRoleGrant({ operatorId: actor.actorId, targetUserId: user.id });
    if (!duty.ok) throw issueRefusal(duty.issues[0]);
    await insertRoles(tx, user.id, [body.role], actor.now);
  } else {
    if (body.role === 'admin' && user.id === actor.actorId)
      throw new BusinessError('OPERATOR_OWN_ADMIN_ROLE');
    if (body.role === 'admin' && admins.every((holder) => holder === user.id))
      throw new BusinessError('OPERATOR_LAST_ADMIN');
    await deleteRole(tx, user.id, body.role);
  }
  const after = await rolesOf(tx, user.id);
  return {
    target: `user:${user.id}`,
    before: { uid: user.uid, roles: before },
    after: { uid: user.uid, roles: after },
    result: operatorRow(user, after),
  };
}
