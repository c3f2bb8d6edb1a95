import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryRoutes } from '@waihui/contracts';
import { midPrice, parseDecimal, toDecimalString } from '@waihui/core';
import { ok } from '../../lib/envelope';
import { requestFingerprint } from '../../lib/request-fingerprint';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import type { Delivery } from './index';
import {
  coinUsdAvailable,
  contractsOfUser,
  loadOffer,
  periodInSession,
  placeContract,
} from './delivery.service';
import { contractView } from './delivery.views';

/** Delivery contracts over HTTP: contract schema in, the service, the worker told, envelope out. */
export const deliveryHttpRoutes: FastifyPluginAsyncZod<Delivery> = async (
  app,
  { deps, worker },
) => {
  route(app, deliveryRoutes.deliveryLists, {
    handler: async (request, reply) => {
      const offer = await loadOffer(deps);
      const userId = (await app.optionalUser(request, reply))?.userId;
      const available = userId === undefined ? null : await coinUsdAvailable(deps.db, userId);
      const nowMs = deps.now().getTime();
      return ok(request.lang, {
        enabled: offer.enabled,
        currency: 'USD' as const,
        account: 'coin' as const,
        min_stake: toDecimalString(offer.minStake),
        max_stake: toDecimalString(offer.maxStake),
        available: available === null ? '0' : toDecimalString(available),
        periods: offer.periods.map((p) => ({
          seconds: p.seconds,
          payout_rate: toDecimalString(p.payoutRate),
        })),
        instruments: deps.market.instruments().map((instrument) => {
          const quote = deps.market.latest(instrument.symbol);
          return {
            symbol: instrument.symbol,
            precision: instrument.precision,
            bid: quote?.bid ?? null,
            ask: quote?.ask ?? null,
            mid:
              quote === undefined
                ? null
                : toDecimalString(
                    midPrice({ bid: parseDecimal(quote.bid), ask: parseDecimal(quote.ask) }),
                  ),
            period_seconds: offer.periods
              .filter((p) => periodInSession(deps.market, instrument.symbol, nowMs, p.seconds))
              .map((p) => p.seconds),
          };
        }),
      });
    },
  });

  route(app, deliveryRoutes.deliverySubmit, {
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      const body = request.body;
      const result = await placeContract(deps, userId, {
        symbol: body.symbol,
        direction: body.direction,
        seconds: body.seconds,
        stake: body.stake,
        idempotencyKey: body.idempotency_key ?? null,
        requestFingerprint: requestFingerprint(body),
      });
      if (!result.replayed) worker.placed(result.contract);
      return ok(request.lang, {
        contract: contractView(result.contract),
        replayed: result.replayed,
      });
    },
  });

  route(app, deliveryRoutes.deliveryRecords, {
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      const q = request.query;
      const page = await contractsOfUser(deps, userId, {
        page: q.page,
        limit: q.limit,
        ...(q.before_id === undefined ? {} : { beforeId: q.before_id }),
        ...(q.status === undefined ? {} : { status: q.status }),
      });
      return ok(request.lang, {
        list: page.rows.map(contractView),
        page: q.page,
        limit: q.limit,
        has_more: page.hasMore,
      });
    },
  });
};
