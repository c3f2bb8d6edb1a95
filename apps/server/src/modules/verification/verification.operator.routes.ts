import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_VERIFICATION_PHOTO_PATH,
  verificationOperatorRoutes as routes,
  failureEnvelopeSchema,
  photoLinkQuerySchema,
} from '@waihui/contracts';
import { BEARER, operatorOf } from '../../plugins/auth';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { actorOf, auditedRoute } from '../backoffice';
import {
  decideVerificationIn,
  idNumberForReviewer,
  openPhotoForReviewer,
  pendingCount,
  pendingVerificationPage,
  type VerificationDeps,
} from './verification.service';
import { sendPhoto } from './verification.routes';

/**
 * The verification module's operator routes: the identity-verification review queue under
 * /api/admin/verifications/… (role `compliance`, checked by route() from the contracts table).
 * Every decision and its audit row commit together.
 */
export const verificationOperatorHttpRoutes: FastifyPluginAsyncZod<{
  deps: VerificationDeps;
}> = async (app, { deps }) => {
  route(app, routes.adminVerificationList, {
    handler: async (request, reply) => {
      const actor = actorOf(request, deps.now);
      // The answer carries photo links made for this operator: never cached.
      void reply.header('cache-control', 'no-store');
      const page = await pendingVerificationPage(
        deps,
        actor.actorId,
        request.lang,
        ADMIN_VERIFICATION_PHOTO_PATH,
        request.query,
      );
      return ok(request.lang, { ...page, counts: { pending: await pendingCount(deps) } });
    },
  });

  auditedRoute(app, routes.adminVerificationApprove, deps, {
    action: 'verification.approve',
    change: (tx, body, actor) => decideVerificationIn(tx, body.id, actor, { kind: 'approve' }),
  });

  auditedRoute(app, routes.adminVerificationReject, deps, {
    action: 'verification.reject',
    change: (tx, body, actor) =>
      decideVerificationIn(tx, body.id, actor, { kind: 'reject', reason: body.reason }),
  });

  auditedRoute(app, routes.adminVerificationIdNumber, deps, {
    action: 'verification.id_number_view',
    change: (tx, body) => idNumberForReviewer(tx, body.id),
  });

  // The photo itself for the reviewer: an image, not the envelope, so not in the route table.
  app.get(
    ADMIN_VERIFICATION_PHOTO_PATH,
    {
      preHandler: app.requireRole('compliance'),
      schema: {
        operationId: 'adminVerificationPhoto',
        tags: ['backoffice'],
        summary: 'One ID photo (image/jpeg) through a link from the review queue',
        description:
          'With the operator bearer token the link was made for. Refusals: PHOTO_LINK_INVALID (403) when expired, altered or made for another operator; PHOTO_NOT_FOUND (404).',
        security: BEARER,
        querystring: photoLinkQuerySchema,
        response: {
          200: z.string().describe('The photo, Content-Type image/jpeg (binary).'),
          401: failureEnvelopeSchema.describe('No operator session: code 999.'),
          403: failureEnvelopeSchema.describe('Not compliance, or PHOTO_LINK_INVALID.'),
          404: failureEnvelopeSchema.describe('PHOTO_NOT_FOUND.'),
        },
      },
    },
    async (request, reply) => {
      return sendPhoto(
        reply,
        await openPhotoForReviewer(deps, operatorOf(request).userId, request.query),
      );
    },
  );
};
