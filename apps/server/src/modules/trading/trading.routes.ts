import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENVELOPE_CODE, type Language, type PreviewBody, tradingRoutes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { translate, type MessageKey } from '../../i18n/messages';
import { sessionOf } from '../../plugins/auth';
import type { TradingEngine } from './trading.engine';
import { getOpenTrades, getTradeHistory, getTradingSummary } from './trading.queries';
import {
  type TradingChange,
  type TradingDeps,
  cancelOrder,
  closePosition,
  preview,
  setStops,
  submitOrder,
} from './trading.service';
import { orderView, positionView, precisionOfMarket, previewView } from './trading.views';

/** The order fields shared by the preview and the submit bodies, as the service takes them. */
function orderInputOf(body: PreviewBody) {
  return {
    symbol: body.symbol,
    side: body.side,
    type: body.type,
    lots: body.lots,
    leverage: body.leverage,
    limitPrice: body.limit_price ?? null,
  };
}

/** Contract trading over HTTP: contract schema in, the service, the engine told, envelope out. */
export const tradingHttpRoutes: FastifyPluginAsyncZod<{
  deps: TradingDeps;
  engine: TradingEngine;
}> = async (app, { deps, engine }) => {
  /** Prices on the wire at each instrument's precision. */
  const precisionOf = precisionOfMarket(deps.market);

  /** A success whose message says what happened ("position opened", spec §4), not just "Success". */
  const done = <T>(lang: Language, key: MessageKey, data: T) => ({
    code: ENVELOPE_CODE.ok,
    msg: translate(lang, key),
    data,
  });

  route(app, tradingRoutes.previewOrder, {
    handler: async (request) => {
      const result = await preview(deps, sessionOf(request).userId, {
        ...orderInputOf(request.body),
        takeProfit: null,
        stopLoss: null,
      });
      // The preview priced the instrument, so the market lists it.
      const precision = precisionOf(request.body.symbol);
      if (precision === undefined)
        throw new Error('previewed an instrument the market does not list');
      return ok(request.lang, previewView(result, precision));
    },
  });

  route(app, tradingRoutes.submitOrder, {
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      const body = request.body;
      const result = await submitOrder(deps, userId, {
        ...orderInputOf(body),
        takeProfit: body.take_profit ?? null,
        stopLoss: body.stop_loss ?? null,
        idempotencyKey: body.idempotency_key ?? null,
        consent: body.consent ?? null,
      });
      engine.apply(userId, result.changes);
      const data = {
        order: orderView(result.order, precisionOf),
        position:
          result.position === null
            ? null
            : positionView(result.position, result.fill ? [result.fill] : [], null, precisionOf),
        replayed: result.replayed,
      };
      // "position opened" (spec §4) when it filled; a resting limit order is "order placed".
      return done(request.lang, result.position ? 'POSITION_OPENED' : 'ORDER_PLACED', data);
    },
  });

  route(app, tradingRoutes.tradingSummary, {
    handler: async (request) =>
      ok(request.lang, await getTradingSummary(deps, sessionOf(request).userId)),
  });

  route(app, tradingRoutes.openTrades, {
    handler: async (request) =>
      ok(request.lang, await getOpenTrades(deps, sessionOf(request).userId)),
  });

  route(app, tradingRoutes.tradeHistory, {
    handler: async (request) =>
      ok(request.lang, await getTradeHistory(deps, sessionOf(request).userId, request.body)),
  });

  const closedOf = (changes: readonly TradingChange[]) => {
    const closed = changes.find((c) => c.kind === 'position_closed');
    if (closed?.kind !== 'position_closed') throw new Error('close answered no closed position');
    return positionView(closed.position, [closed.fill], null, precisionOf);
  };

  route(app, tradingRoutes.closePosition, {
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      const changes = await closePosition(deps, userId, request.body.position_id);
      engine.apply(userId, changes);
      return done(request.lang, 'POSITION_CLOSED', { position: closedOf(changes) });
    },
  });

  route(app, tradingRoutes.cancelOrder, {
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      const changes = await cancelOrder(deps, userId, request.body.order_id);
      engine.apply(userId, changes);
      const ended = changes.find((c) => c.kind === 'order_ended');
      if (ended?.kind !== 'order_ended') throw new Error('cancel answered no order');
      return done(request.lang, 'ORDER_CANCELLED', { order: orderView(ended.order, precisionOf) });
    },
  });

  route(app, tradingRoutes.setStops, {
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      const body = request.body;
      const changes = await setStops(deps, userId, body.position_id, {
        takeProfit: body.take_profit,
        stopLoss: body.stop_loss,
      });
      engine.apply(userId, changes);
      const changed = changes.find((c) => c.kind === 'stops_changed');
      if (changed?.kind !== 'stops_changed') throw new Error('setstop answered no position');
      return done(request.lang, 'STOPS_SET', {
        position: positionView(changed.position, [], null, precisionOf),
      });
    },
  });
};
