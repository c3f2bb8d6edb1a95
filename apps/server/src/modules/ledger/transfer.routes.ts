import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENVELOPE_CODE, ledgerRoutes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { translate } from '../../i18n/messages';
import { type LedgerDeps, getTransferOptions, transfer } from './ledger.service';
import { sessionOf } from '../../plugins/auth';

/** Transfers between the caller's own coin and contract accounts (spec §1, §5; huazhuan page). */
export const transferRoutes: FastifyPluginAsyncZod<LedgerDeps> = async (app, deps) => {
  route(app, ledgerRoutes.transferOptions, {
    handler: async (request) =>
      ok(request.lang, await getTransferOptions(deps, sessionOf(request).userId)),
  });

  route(app, ledgerRoutes.transfer, {
    handler: async (request) => {
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
  });
};
