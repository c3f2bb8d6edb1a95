import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devRoutes } from '@waihui/contracts';
import { BusinessError } from '../../lib/business-error';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import {
  pendingVerificationOf,
  reviewVerification,
  type VerificationDeps,
} from './verification.service';

/*
 * Browser tests only, registered when EXPOSE_OUTBOX is on (config.ts refuses it in production):
 * approves an account's pending verification as an operator would, until the back-office exists.
 * It goes through the same review rule; it cannot approve what is not pending.
 */
export const devVerificationRoutes: FastifyPluginAsyncZod<{
  deps: VerificationDeps;
  findUserIdByAccount: (account: string) => Promise<string | null>;
}> = async (app, { deps, findUserIdByAccount }) => {
  route(app, devRoutes.devVerificationApprove, {
    handler: async (request) => {
      const userId = await findUserIdByAccount(request.body.account);
      const pendingId = userId === null ? null : await pendingVerificationOf(deps, userId);
      if (pendingId === null) throw new BusinessError('NOT_FOUND', { httpStatus: 404 });
      const row = await reviewVerification(deps, pendingId, null, { kind: 'approve' });
      return ok(request.lang, { status: row.status });
    },
  });
};
