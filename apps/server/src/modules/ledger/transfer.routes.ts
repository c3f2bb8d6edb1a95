import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENVELOPE_CODE,
  transferBodySchema,
  transferOptionsResponseSchema,
  transferResponseSchema,
} from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { translate } from '../../i18n/messages';
import { type LedgerDeps, getTransferOptions, transfer } from './ledger.service';
import { BEARER, sessionOf } from '../../plugins/auth';

/** Transfers between the caller's own coin and contract accounts (spec §1, §5; huazhuan page). */
export const transferRoutes: FastifyPluginAsyncZod<LedgerDeps> = async (app, deps) => {
  app.get(
    '/api/biaddress/get_kezhuanxianlist',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['transfer'],
        summary: 'What can be transferred: each direction and currency with its available balance',
        security: BEARER,
        response: { 200: transferOptionsResponseSchema },
      },
    },
    async (request) =>
      ok(request.lang, await getTransferOptions(deps.db, sessionOf(request).userId)),
  );

  app.post(
    '/api/biaddress/huazhuan',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['transfer'],
        summary: 'Transfer between your coin and contract accounts',
        description:
          'Idempotent with `idempotency_key` in the body or an `Idempotency-Key` header: a retry with the same key answers the first result (replayed=true) and never moves money twice. ' +
          'Refusals: TRANSFER_SOURCE_REQUIRED, TRANSFER_SAME_ACCOUNT, CURRENCY_NOT_TRANSFERABLE, QUANTITY_INVALID, QUANTITY_BELOW_ZERO, QUANTITY_ZERO, QUANTITY_TOO_PRECISE, QUANTITY_EXCEEDS_AVAILABLE, IDEMPOTENCY_KEY_REUSED.',
        security: BEARER,
        body: transferBodySchema,
        response: { 200: transferResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const header = request.headers['idempotency-key'];
      const headerKey =
        typeof header === 'string' && header.length > 0 ? header.slice(0, 100) : null;
      const data = await transfer(deps, sessionOf(request).userId, {
        fromAccount: body.from_account ?? null,
        toAccount: body.to_account ?? null,
        currency: body.currency ?? null,
        quantity: body.quantity,
        idempotencyKey: body.idempotency_key ?? headerKey,
      });
      // "transfer done" (spec §4) is the success message of this call.
      return { code: ENVELOPE_CODE.ok, msg: translate(request.lang, 'TRANSFER_DONE'), data };
    },
  );
};
