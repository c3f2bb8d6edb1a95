import type { Tx } from '../../db/database';
import { insertAudit } from './backoffice.repository';

/** Who acts, from where, when: the operator session of the request and the app clock. */
export interface ActorContext {
  actorId: string;
  ip: string;
  now: Date;
}

/** What an audited change answers: the states before and after (JSON), and its result. */
export interface AuditedChange<T> {
  /** What it was done to, e.g. user:<uuid>, feedback:12. */
  target: string;
  before: unknown;
  after: unknown;
  result: T;
}

/** The audit row of a change `actor` made, in the change's transaction. */
export function insertAuditOf(
  tx: Tx,
  actor: ActorContext,
  action: string,
  change: Omit<AuditedChange<unknown>, 'result'>,
): Promise<unknown> {
  return insertAudit(tx, {
    at: actor.now,
    actorId: actor.actorId,
    action,
    target: change.target,
    before: toJson(change.before),
    after: toJson(change.after),
    ip: actor.ip,
  });
}

/** Dates become ISO strings; undefined becomes null (jsonb keeps what JSON keeps). */
function toJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}
