import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENVELOPE_CODE, type Language, spotRoutes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { requestFingerprint } from '../../lib/request-fingerprint';
import { route } from '../../lib/route';
import { translate, type MessageKey } from '../../i18n/messages';
import { sessionOf } from '../../plugins/auth';
import type { SpotEngine } from './spot.engine';
import { getFxRates, getSpotHistory, getSpotMarkets } from './spot.queries';
import { type SpotDeps, cancelSpotOrder, modifySpotOrder, submitSpotOrder } from './spot.service';
import { spotOrderView } from './spot.views';

/** Spot over HTTP: contract schema in, the service, the engine told, envelope out. */
export const spotHttpRoutes: FastifyPluginAsyncZod<{ deps: SpotDeps; engine: SpotEngine }> = async (
  app,
  { deps, engine },
) => {
  const done = <T>(lang: Language, key: MessageKey, data: T) => ({
    code: ENVELOPE_CODE.ok,
    msg: translate(lang, key),
    data,
  });

  route(app, spotRoutes.spotSubmit, {
    handler: async (request) => {
      const body = request.body;
      const result = await submitSpotOrder(deps, sessionOf(request).userId, {
        symbol: body.symbol,
        side: body.side,
        type: body.type,
        amount: body.amount,
        limitPrice: body.limit_price ?? null,
        idempotencyKey: body.idempotency_key ?? null,
        requestFingerprint: requestFingerprint(body),
      });
      engine.track(result.order);
      const data = { order: spotOrderView(result.order), replayed: result.replayed };
      return done(
        request.lang,
        result.order.status === 'filled' ? 'SPOT_FILLED' : 'ORDER_PLACED',
        data,
      );
    },
  });

  route(app, spotRoutes.spotHistory, {
    handler: async (request) => {
      const body = request.body;
      const data = await getSpotHistory(deps, sessionOf(request).userId, {
        page: body.page,
        limit: body.limit,
        ...(body.before_id === undefined ? {} : { beforeId: body.before_id }),
        ...(body.status === undefined ? {} : { status: body.status }),
      });
      return ok(request.lang, data);
    },
  });

  route(app, spotRoutes.spotCancel, {
    handler: async (request) => {
      const order = await cancelSpotOrder(deps, sessionOf(request).userId, request.body.order_id);
      engine.track(order);
      return done(request.lang, 'ORDER_CANCELLED', { order: spotOrderView(order) });
    },
  });

  route(app, spotRoutes.spotModify, {
    handler: async (request) => {
      const body = request.body;
      const order = await modifySpotOrder(deps, sessionOf(request).userId, body.order_id, {
        amount: body.amount,
        limitPrice: body.limit_price,
      });
      // Re-keyed at its new limit (the engine's fill re-reads the order under its lock).
      engine.track(order);
      return done(request.lang, 'SPOT_ORDER_MODIFIED', { order: spotOrderView(order) });
    },
  });

  route(app, spotRoutes.spotMarkets, {
    handler: async (request) => ok(request.lang, { list: await getSpotMarkets(deps) }),
  });

  route(app, spotRoutes.fxRates, {
    handler: async (request) => ok(request.lang, { list: await getFxRates(deps) }),
  });
};
