import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENVELOPE_CODE, type Language, type PreviewBody, tradingRoutes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { requestFingerprint } from '../../lib/request-fingerprint';
import { route } from '../../lib/route';
import { translate, type MessageKey } from '../../i18n/messages';
import { sessionOf } from '../../plugins/auth';
import type { Trading } from './index';
import { orderView, positionView, previewView } from './trading.views';

/** The order fields shared by the preview and the submit bodies, as the module takes them. */
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

/** A success whose message says what happened ("position opened", product.md §4.2), not just "Success". */
const done = <T>(lang: Language, key: MessageKey, data: T) => ({
  code: ENVELOPE_CODE.ok,
  msg: translate(lang, key),
  data,
});

/** Contract trading over HTTP: contract schema in, a command or query, the view, envelope out. */
export const tradingPlugin: FastifyPluginAsyncZod<{ trading: Trading }> = async (
  app,
  { trading: { commands, queries } },
) => {
  /** Prices on the wire at each instrument's precision. */
  const { precisionOf } = queries;

  route(app, tradingRoutes.previewOrder, {
    handler: async (request) => {
      const priced = await queries.preview(sessionOf(request).userId, orderInputOf(request.body));
      return ok(request.lang, previewView(priced, precisionOf));
    },
  });

  route(app, tradingRoutes.submitOrder, {
    handler: async (request) => {
      const body = request.body;
      const result = await commands.submitOrder(sessionOf(request).userId, {
        ...orderInputOf(body),
        takeProfit: body.take_profit ?? null,
        stopLoss: body.stop_loss ?? null,
        idempotencyKey: body.idempotency_key ?? null,
        requestFingerprint: requestFingerprint(body),
        consent: body.consent ?? null,
      });
      const { order, position, fill } = result;
      const data = {
        order: orderView(order, precisionOf),
        position: position && positionView(position, fill ? [fill] : [], null, precisionOf),
        replayed: result.replayed,
      };
      // "position opened" (product.md §4.2) when it filled; a resting limit order is "order placed".
      return done(request.lang, position ? 'POSITION_OPENED' : 'ORDER_PLACED', data);
    },
  });

  route(app, tradingRoutes.tradingSummary, {
    handler: async (request) => ok(request.lang, await queries.summary(sessionOf(request).userId)),
  });

  route(app, tradingRoutes.openTrades, {
    handler: async (request) =>
      ok(request.lang, await queries.openTrades(sessionOf(request).userId)),
  });

  route(app, tradingRoutes.tradeHistory, {
    handler: async (request) =>
      ok(request.lang, await queries.history(sessionOf(request).userId, request.body)),
  });

  route(app, tradingRoutes.closePosition, {
    handler: async (request) => {
      const { position_id: positionId, lots } = request.body;
      const { position, fill, remaining } = await commands.closePosition(
        sessionOf(request).userId,
        positionId,
        lots,
      );
      const data = { position: positionView(position, [fill], null, precisionOf) };
      // A part closed says so: the position itself stays open on fewer lots (product.md §10.16).
      return done(request.lang, remaining ? 'POSITION_PARTLY_CLOSED' : 'POSITION_CLOSED', data);
    },
  });

  route(app, tradingRoutes.cancelOrder, {
    handler: async (request) => {
      const { order } = await commands.cancelOrder(
        sessionOf(request).userId,
        request.body.order_id,
      );
      return done(request.lang, 'ORDER_CANCELLED', { order: orderView(order, precisionOf) });
    },
  });

  route(app, tradingRoutes.modifyOrder, {
    handler: async (request) => {
      const body = request.body;
      const { order } = await commands.modifyOrder(sessionOf(request).userId, body.order_id, {
        lots: body.lots,
        limitPrice: body.limit_price,
        takeProfit: body.take_profit,
        stopLoss: body.stop_loss,
      });
      return done(request.lang, 'ORDER_MODIFIED', { order: orderView(order, precisionOf) });
    },
  });

  route(app, tradingRoutes.setStops, {
    handler: async (request) => {
      const body = request.body;
      const { position } = await commands.setStops(sessionOf(request).userId, body.position_id, {
        takeProfit: body.take_profit,
        stopLoss: body.stop_loss,
      });
      const data = { position: positionView(position, [], null, precisionOf) };
      return done(request.lang, 'STOPS_SET', data);
    },
  });
};
