import type { FastifyRequest } from 'fastify';
import type { ApiRoute, RouteBody, RouteData } from '@waihui/contracts';
import type { Db, Tx } from '../../db/database';
import { ok } from '../../lib/envelope';
import { route, type ZodApp } from '../../lib/route';
import { operatorOf } from '../../plugins/auth';
import { inTransaction } from '../../db/transaction';
import { type ActorContext, type AuditedChange, insertAuditOf } from './backoffice.audit-row';
import { proposeChange, registerProposableSave } from './backoffice.proposals';

export type { ActorContext, AuditedChange } from './backoffice.audit-row';

/** The operator acting on a request (after `app.requireRole`): who, from where, at `now()`. */
export function actorOf(request: FastifyRequest, now: () => Date): ActorContext {
  return { actorId: operatorOf(request).userId, ip: request.ip, now: now() };
}

/** What an operator route that changes something does, for `auditedRoute`. */
export interface OperatorAction<R extends ApiRoute> {
  /** The audit row's action, e.g. article.save; or read from the body (user.lock / user.unlock). */
  action: string | ((body: RouteBody<R>) => string);
  /** The change, made in the audit row's transaction; its `result` is the route's data. */
  change: (tx: Tx, body: RouteBody<R>, actor: ActorContext) => Promise<AuditedChange<RouteData<R>>>;
  /** Runs after the commit, never after a rollback (e.g. new instrument terms applied in memory). */
  committed?: (body: RouteBody<R>) => void;
  /**
   * A money-moving setting (product.md §6.3): the route only records a proposal and answers
   * CHANGE_PROPOSED; a second admin applies it (backoffice.proposals.ts). Needs a fixed
   * `action` and a body schema.
   */
  secondAdmin?: true;
}

/**
 * Registers an operator route that changes something, in every module the same way: role check,
 * validation and API document from the contracts table (`route`), then the change and its audit
 * row in ONE transaction (the change is never committed without its row, nor the row without the
 * change), then `committed`, then the envelope. A service's own transaction inside the change
 * becomes a savepoint of this one.
 */
export function auditedRoute<R extends ApiRoute>(
  app: ZodApp,
  definition: R,
  deps: { db: Db; now: () => Date },
  operation: OperatorAction<R>,
): void {
  const { action, change, committed } = operation;
  if (operation.secondAdmin) {
    if (typeof action !== 'string' || definition.body === undefined)
      throw new Error('a second-admin save needs a fixed action and a body');
    registerProposableSave(deps.db, action, { body: definition.body, change, committed });
    route(app, definition, {
      handler: (request) =>
        proposeChange(deps.db, actorOf(request, deps.now), action, request.body),
    });
    return;
  }
  route(app, definition, {
    handler: async (request) => {
      const actor = actorOf(request, deps.now);
      // Parsed by the route's body schema into exactly this (Fastify's generic type cannot say so).
      const body = request.body as RouteBody<R>;
      const name = typeof action === 'string' ? action : action(body);
      const result = await inTransaction(deps.db, async (tx) => {
        const done = await change(tx, body, actor);
        await insertAuditOf(tx, actor, name, done);
        return done.result;
      });
      committed?.(body);
      return ok(request.lang, result);
    },
  });
}
