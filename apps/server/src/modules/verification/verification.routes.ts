import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  failureEnvelopeSchema,
  photoLinkQuerySchema,
  VERIFICATION_PHOTO_PATH,
  verificationRoutes as routes,
} from '@waihui/contracts';
import { BusinessError } from '../../lib/business-error';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { BEARER, sessionOf } from '../../plugins/auth';
import { tooLarge } from './verification.photo-processing';
import {
  openPhoto,
  submitVerification,
  uploadPhoto,
  type VerificationDeps,
  verificationCenter,
} from './verification.service';

/** @fastify/multipart's error codes this route answers in its own words. */
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';
const NOT_MULTIPART = 'FST_INVALID_MULTIPART_CONTENT_TYPE';

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
}

/**
 * A body the multipart parser (busboy) could not take apart: no boundary, a part cut short. busboy
 * throws a plain Error without an HTTP status, which would otherwise answer 500; the request simply
 * carried no photo.
 */
function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof BusinessError) return false;
  return (error as { statusCode?: unknown }).statusCode === undefined;
}

/** The one file of a multipart request, read into memory up to the cap (413 above it). */
async function readSingleFile(request: FastifyRequest): Promise<Buffer> {
  let part;
  try {
    part = await request.file();
  } catch (error) {
    if (codeOf(error) === NOT_MULTIPART || isMalformedMultipart(error))
      throw new BusinessError('PHOTO_REQUIRED');
    throw error;
  }
  if (part === undefined) throw new BusinessError('PHOTO_REQUIRED');
  try {
    return await part.toBuffer();
  } catch (error) {
    if (codeOf(error) === FILE_TOO_LARGE) throw tooLarge();
    if (isMalformedMultipart(error)) throw new BusinessError('PHOTO_REQUIRED');
    throw error;
  }
}

/** The user's own verification: status centre, form, photo upload, and the signed photo links. */
/** Answers a JPEG photo, inline and never cached (to its owner or an operator). */
export function sendPhoto(reply: FastifyReply, image: Buffer) {
  return (
    reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline')
      // The 200 schema documents the bytes as a string; the Buffer is sent as is, unserialised.
      .send(image)
  );
}

export const verificationHttpRoutes: FastifyPluginAsyncZod<{ deps: VerificationDeps }> = async (
  app,
  { deps },
) => {
  route(app, routes.verificationCenter, {
    handler: async (request, reply) => {
      // The answer carries photo links made for this user: never cached.
      void reply.header('cache-control', 'no-store');
      return ok(
        request.lang,
        await verificationCenter(deps, sessionOf(request).userId, request.lang),
      );
    },
  });

  route(app, routes.verificationSubmit, {
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(
        request.lang,
        await submitVerification(deps, sessionOf(request).userId, request.lang, request.body),
      );
    },
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
  });

  route(app, routes.verificationPhotoUpload, {
    handler: async (request) => {
      const upload = await readSingleFile(request);
      return ok(request.lang, await uploadPhoto(deps, sessionOf(request).userId, upload));
    },
    // Two photos per attempt; a few retries fit, a flood does not.
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
  });

  // The photo itself: an image, not the envelope, so not in the route table.
  app.get(
    VERIFICATION_PHOTO_PATH,
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'verificationPhoto',
        tags: ['verification'],
        summary:
          'One ID photo (image/jpeg) through a signed link, with the bearer token it was made for',
        description:
          'Links come from the verification centre and open the owner’s own photos only (reviewers use the back-office’s photo route). Refusals: PHOTO_LINK_INVALID (403) when expired, altered, used by another user or for another user’s photo; PHOTO_NOT_FOUND (404).',
        security: BEARER,
        querystring: photoLinkQuerySchema,
        // 200 is the JPEG itself: a Buffer is sent as is (Fastify serialises no Buffer).
        response: {
          200: z.string().describe('The photo, Content-Type image/jpeg (binary).'),
          401: failureEnvelopeSchema.describe('No bearer token or no live session: code 999.'),
          403: failureEnvelopeSchema.describe(
            'PHOTO_LINK_INVALID: expired, altered, made for another user, or another user’s photo.',
          ),
          404: failureEnvelopeSchema.describe('PHOTO_NOT_FOUND.'),
        },
      },
    },
    async (request, reply) => {
      return sendPhoto(reply, await openPhoto(deps, sessionOf(request).userId, request.query));
    },
  );
};
