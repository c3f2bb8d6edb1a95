import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { ENVELOPE_CODE } from '@waihui/contracts';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { BusinessError } from '../lib/business-error';
import { failure } from '../lib/envelope';
import { UnauthenticatedError } from '../lib/unauthenticated-error';
import { isMessageKey, type MessageKey } from '../i18n/messages';

/**
 * The reason a field's schema names for its failure (a custom zod issue's `params.reason`, e.g. the
 * transfer quantity's QUANTITY_BELOW_ZERO from contracts' decimalString), else null.
 */
function namedReason(validation: readonly { params?: unknown }[]): MessageKey | null {
  for (const issue of validation) {
    const reason = (issue.params as { params?: { reason?: unknown } } | undefined)?.params?.reason;
    if (typeof reason === 'string' && isMessageKey(reason)) return reason;
  }
  return null;
}

/**
 * Every failure leaves as the spec envelope (product.md §7.1):
 * business rule → 200 code 0; schema failure → 200 code 0 VALIDATION_FAILED (or the reason the
 * field's schema names) with field issues;
 * unparseable body → 400; no session → 401 code 999; rate limited → 429; unknown route → 404;
 * anything else → 500 with a generic message, the detail only in the log.
 */
export const envelopeErrorsPlugin = fp(
  (app, _options, done) => {
    app.setNotFoundHandler((request, reply) => {
      void reply.code(404).send(failure(request.lang, 'NOT_FOUND'));
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const lang = request.lang;
      // A failure envelope is not the route's success schema: serialise it as plain JSON so a rule
      // failure answered with HTTP 200 never turns into a response-serialisation 500.
      reply.serializer(JSON.stringify);
      if (error instanceof BusinessError) {
        const options = error.options;
        return reply.code(options.httpStatus ?? 200).send(
          failure(lang, error.reason, {
            ...(options.params ? { params: options.params } : {}),
            ...(options.details ? { details: options.details } : {}),
          }),
        );
      }
      if (error instanceof UnauthenticatedError) {
        return reply
          .code(401)
          .send(failure(lang, 'UNAUTHENTICATED', { code: ENVELOPE_CODE.sessionExpired }));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((issue) => ({
          path: [
            error.validationContext,
            issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          ]
            .filter(Boolean)
            .join('.'),
          message: issue.message ?? 'invalid',
        }));
        const reason = namedReason(error.validation) ?? 'VALIDATION_FAILED';
        return reply.code(200).send(failure(lang, reason, { issues }));
      }
      if (error.statusCode === 429) {
        return reply.code(429).send(failure(lang, 'RATE_LIMITED'));
      }
      if (isResponseSerializationError(error)) {
        request.log.error(
          { err: error, issues: error.cause.issues },
          'response did not match its schema',
        );
        return reply.code(500).send(failure(lang, 'INTERNAL'));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors: bad JSON, unsupported media type, body too large, …
        request.log.info({ err: error }, 'client error');
        return reply
          .code(status === 404 ? 404 : 400)
          .send(failure(lang, status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST'));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send(failure(lang, 'INTERNAL'));
    });
    done();
  },
  { name: 'envelope-errors', dependencies: ['language'] },
);
