import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ENVELOPE_CODE } from '@waihui/contracts';
import { failure } from '../../lib/envelope';
import { loopbackClientsOnly } from '../../lib/loopback-only';
import { feedMetrics, type FeedMetricsSource } from './health.metrics';

/** Where Prometheus scrapes (its default metrics path). */
export const METRICS_PATH = '/metrics';

export interface MetricsRouteDeps {
  feed: FeedMetricsSource;
  now: () => Date;
  /** config.METRICS_TOKEN: set, a bearer token opens the route to any address; unset, loopback only. */
  token: string | undefined;
}

/** SHA-256 of a token: equal lengths for timingSafeEqual, whatever was sent. */
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** onRequest hook: 401 with the envelope unless the request carries `Authorization: Bearer <token>`. */
function bearerTokenOnly(token: string) {
  const expected = digest(`Bearer ${token}`);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    // Compared in constant time (on digests, so neither the length nor a prefix leaks).
    if (timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) return;
    await reply
      .code(401)
      .header('www-authenticate', 'Bearer')
      .send(failure(request.lang, 'UNAUTHENTICATED', { code: ENVELOPE_CODE.sessionExpired }));
  };
}

/**
 * GET /metrics in Prometheus text format (not in the contracts' route table: not JSON, not the
 * envelope). Not public: without METRICS_TOKEN only clients on this machine get it (404 to others,
 * as for the dev routes); with it, every client needs the bearer token (401 otherwise).
 */
export const metricsRoutes: FastifyPluginAsync<MetricsRouteDeps> = async (app, deps) => {
  const metrics = feedMetrics(deps.feed, () => deps.now().getTime());
  app.get(METRICS_PATH, {
    onRequest: deps.token === undefined ? loopbackClientsOnly : bearerTokenOnly(deps.token),
    schema: { hide: true },
    handler: async (_request, reply) => reply.type(metrics.contentType).send(await metrics.text()),
  });
};
