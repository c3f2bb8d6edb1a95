import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ENVELOPE_CODE } from '@waihui/contracts';
import {
  type ApiRoute,
  failureEnvelopeSchema,
  okEnvelope,
  type RouteAuth,
  type RouteBody,
  type RouteData,
  type RouteQuery,
  isBookRoute,
} from '@waihui/contracts';
import { loopbackClientsOnly } from './loopback-only';
import { okOrFailure } from './route-schemas';

/*
 * Registers a route of the contracts' route table (packages/contracts/src/routes): method, path,
 * validation, the API document (operationId, tag, security, the documented failures) and the auth
 * auth hook (onRequest) all come from the table; the module gives only the handler (and, where it has one,
 * its own rate limit). `route(app, ledgerRoutes.transfer, { handler })`.
 */

/** The Fastify instance a route is registered on (the zod type provider). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The request a handler receives: body and query already parsed by the route's schemas. */
export type RouteRequest<R> = FastifyRequest<{ Body: RouteBody<R>; Querystring: RouteQuery<R> }>;

/** The success envelope a handler answers (lib/envelope's `ok`); failures are thrown. */
export interface RouteSuccess<R> {
  code: typeof ENVELOPE_CODE.ok;
  msg: string;
  data: RouteData<R>;
}

export interface RouteHandlerOptions<R> {
  handler: (request: RouteRequest<R>, reply: FastifyReply) => Promise<RouteSuccess<R>>;
  /** Route config, e.g. `{ rateLimit: { max, timeWindow } }` replacing the global limit. */
  config?: FastifyContextConfig;
}

/** OpenAPI security: `[]` = public; `[{}, bearer]` = a token is optional. */
function security(auth: RouteAuth): { [scheme: string]: string[] }[] {
  if (auth === 'none') return [];
  if (auth === 'optional') return [{}, { bearer: [] }];
  return [{ bearer: [] }];
}

/** The failures every route may answer with an HTTP status (envelope-errors), for the document. */
function failureResponses(auth: RouteAuth) {
  return {
    400: failureEnvelopeSchema.describe(
      'Bad request: a body that is not JSON, too large or of an unsupported type (reason BAD_REQUEST).',
    ),
    ...(auth === 'none'
      ? {}
      : {
          401: failureEnvelopeSchema.describe(
            'A bearer token was needed or sent, and names no live session: code 999, log in again.',
          ),
        }),
    ...(typeof auth === 'object'
      ? { 403: failureEnvelopeSchema.describe('The session lacks the role (reason FORBIDDEN).') }
      : {}),
    429: failureEnvelopeSchema.describe(
      'Too many requests from this address (reason RATE_LIMITED).',
    ),
  };
}

export function route<R extends ApiRoute>(
  app: ZodApp,
  definition: R,
  options: RouteHandlerOptions<R>,
): void {
  const { auth } = definition;
  // On onRequest, before the body is read or validated: a caller without a session learns nothing
  // about the input (no VALIDATION_FAILED, no bad-JSON 400) and costs no parsing (product.md §7.2).
  const authHook =
    auth === 'user'
      ? app.requireUser
      : typeof auth === 'object'
        ? app.requireRole(...auth.roles)
        : undefined;
  const onRequest = definition.loopbackOnly
    ? [loopbackClientsOnly, ...(authHook ? [authHook] : [])]
    : authHook;
  app.route({
    method: definition.method,
    url: definition.path,
    ...(onRequest ? { onRequest } : {}),
    // A route of the active book (live or practice) sees the practice holder's id in practice.
    ...(options.config || isBookRoute(definition)
      ? { config: { ...options.config, ...(isBookRoute(definition) ? { book: true } : {}) } }
      : {}),
    schema: {
      operationId: definition.operationId,
      tags: [definition.tag],
      summary: definition.summary,
      ...(definition.description === undefined ? {} : { description: definition.description }),
      security: security(auth),
      ...(definition.body ? { body: definition.body } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      response: {
        ...okOrFailure(okEnvelope(definition.data)),
        ...failureResponses(auth),
      },
    },
    // The schemas above parse body and query into exactly RouteRequest<R>.
    handler: options.handler as never,
  });
}
