import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
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

/** Longest request target (path and query) read, in bytes; longer answers 414 (nginx's 8k buffers agree). */
export const MAX_URL_BYTES = 8 * 1024;

/**
 * Reason of a transport-level refusal by its HTTP status (docs/product.md §7.2): too large (413 body,
 * 414 URL, 431 headers), too slow (408), else a request the parser could not read (400).
 */
function transportReason(status: number): MessageKey {
  if (status === 413 || status === 414 || status === 431) return 'REQUEST_TOO_LARGE';
  if (status === 408) return 'REQUEST_TIMEOUT';
  return 'BAD_REQUEST';
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request (headers
 * or a URL over 16 KB → 431, headers or body too slow → 408, unreadable bytes → 400) answered with
 * the envelope, in English (no `lang` header was read), then the connection closes.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const body = JSON.stringify(failure('en', transportReason(status)));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
}

/**
 * Every failure leaves as the spec envelope (product.md §7.1):
 * business rule → 200 code 0; schema failure → 200 code 0 VALIDATION_FAILED (or the reason the
 * field's schema names) with field issues;
 * unparseable body → 400, too large → 413/414/431, too slow → 408; no session → 401 code 999; rate limited → 429; unknown route → 404;
 * anything else → 500 with a generic message, the detail only in the log.
 */
export const envelopeErrorsPlugin = fp(
  (app, _options, done) => {
    app.addHook('onRequest', (request, reply, next) => {
      if (Buffer.byteLength(request.raw.url ?? '') <= MAX_URL_BYTES) return next();
      void reply.code(414).send(failure(request.lang, 'REQUEST_TOO_LARGE'));
    });
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
        if (status === 404) return reply.code(404).send(failure(lang, 'NOT_FOUND'));
        const reason = transportReason(status);
        return reply.code(reason === 'BAD_REQUEST' ? 400 : status).send(failure(lang, reason));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send(failure(lang, 'INTERNAL'));
    });
    done();
  },
  { name: 'envelope-errors', dependencies: ['language'] },
);
