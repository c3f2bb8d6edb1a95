import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isWebAppRequest } from './web-app';

/** Routes polled by load balancers and monitors: a line each would drown the log. */
const QUIET_ROUTES: ReadonlySet<string> = new Set(['/api/health']);

/** Query keys whose values are secrets (codes, passwords, tokens, captcha answers, keys, link signatures). */
const SECRET_KEY = /code|pass|token|secret|captcha|key|auth|session|^sig$|signature/i;

/**
 * The request target as logged: the path, and the query with every secret-looking value replaced
 * by `***`. Bodies and headers are never logged.
 */
export function loggedUrl(rawUrl: string): string {
  const queryAt = rawUrl.indexOf('?');
  if (queryAt === -1) return rawUrl;
  const params = new URLSearchParams(rawUrl.slice(queryAt + 1));
  const shown = [...params].map(([key, value]) =>
    SECRET_KEY.test(key)
      ? `${encodeURIComponent(key)}=***`
      : new URLSearchParams({ [key]: value }).toString(),
  );
  return `${rawUrl.slice(0, queryAt)}?${shown.join('&')}`;
}

/** `POST /api/user/login 200 12ms user=-`: method, target, status, duration (whole ms), user id. */
function requestLine(request: FastifyRequest, reply: FastifyReply): string {
  const ms = Math.round(reply.elapsedTime);
  const user = request.session?.userId ?? '-';
  return `${request.method} ${loggedUrl(request.url)} ${reply.statusCode} ${ms}ms user=${user}`;
}

/**
 * One info line per answered request, for an operator reading the log (Fastify's own request
 * logging is off: `disableRequestLogging`). Health checks and the web app's files are not logged.
 */
export const requestLogPlugin = fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      if (isWebAppRequest(request) || (route !== undefined && QUIET_ROUTES.has(route))) return;
      request.log.info(requestLine(request, reply));
    });
  },
  { name: 'request-log', dependencies: ['auth'] },
);
