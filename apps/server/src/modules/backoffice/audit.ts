import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/database';
import { operatorOf } from '../../plugins/auth';
import { inTransaction } from '../../db/transaction';
import { insertAudit } from './backoffice.repository';

/** Who acts, from where, when: the operator session of the request and the app clock. */
export interface ActorContext {
  actorId: string;
  ip: string;
  now: Date;
}

/** The operator acting on a request (after `app.requireRole`): who, from where, at `now()`. */
export function actorOf(request: FastifyRequest, now: () => Date): ActorContext {
  return { actorId: operatorOf(request).userId, ip: request.ip, now: now() };
}

/** What an audited change answers: the states before and after (JSON), and its result. */
export interface AuditedChange<T> {
  /** What it was done to, e.g. user:<uuid>, feedback:12. */
  target: string;
  before: unknown;
  after: unknown;
  result: T;
}

/**
 * Runs an operator action and appends its audit row in ONE transaction: the change is never
 * committed without its row, and the row never without the change.
 */
export async function audited<T>(
  db: Db,
  actor: ActorContext,
  action: string,
  change: (tx: Tx) => Promise<AuditedChange<T>>,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    const done = await change(tx);
    await insertAudit(tx, {
      at: actor.now,
      actorId: actor.actorId,
      action,
      target: done.target,
      before: toJson(done.before),
      after: toJson(done.after),
      ip: actor.ip,
    });
    return done.result;
  });
}

/** Dates become ISO strings; undefined becomes null (jsonb keeps what JSON keeps). */
function toJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}
