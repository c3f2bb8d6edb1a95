import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IncomingHttpHeaders } from 'node:http';
import { ENVELOPE_CODE, isIdempotencyKey, ledgerRoutes } from '@waihui/contracts';
import { BusinessError } from '../../lib/business-error';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { translate } from '../../i18n/messages';
import { type LedgerDeps, getTransferOptions, transfer } from './ledger.service';
import { sessionOf } from '../../plugins/auth';

/**
 * The `Idempotency-Key` header under the body field's rule (contracts' isIdempotencyKey): absent →
 * null; malformed, too long or sent twice → IDEMPOTENCY_KEY_INVALID, never cut or ignored.
 */
function headerIdempotencyKey(headers: IncomingHttpHeaders): string | null {
  const header = headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !isIdempotencyKey(header)) {
    throw new BusinessError('IDEMPOTENCY_KEY_INVALID');
  }
  return header;
}

/** Transfers between the caller's own coin and contract accounts (product.md §5.4; huazhuan page). */
export const transferRoutes: FastifyPluginAsyncZod<LedgerDeps> = async (app, deps) => {
  route(app, ledgerRoutes.transferOptions, {
    handler: async (request) =>
      ok(request.lang, await getTransferOptions(deps, sessionOf(request).userId)),
  });

  route(app, ledgerRoutes.transfer, {
    handler: async (request) => {
      const body = request.body;
      const data = await transfer(deps, sessionOf(request).userId, {
        fromAccount: body.from_account ?? null,
        toAccount: body.to_account ?? null,
        currency: body.currency ?? null,
        quantity: body.quantity,
        idempotencyKey: body.idempotency_key ?? headerIdempotencyKey(request.headers),
      });
      // "transfer done" (product.md §4.2) is the success message of this call.
      return { code: ENVELOPE_CODE.ok, msg: translate(request.lang, 'TRANSFER_DONE'), data };
    },
  });
};
