import { z } from 'zod';
import {
  wsCandlesMessageSchema,
  wsCandlesSubscribeSchema,
  wsCandlesUnsubscribeSchema,
  wsTickersMessageSchema,
  wsTickersSubscribeSchema,
  wsTickersUnsubscribeSchema,
  wsUnsubscribedMessageSchema,
  wsUpdateMessageSchema,
} from './market';
import {
  wsAccountMessageSchema,
  wsAccountSubscribeSchema,
  wsAccountSubscribedMessageSchema,
  wsAccountUnsubscribeSchema,
  wsValuationMessageSchema,
} from './trading';

/**
 * Messages a client sends on /ws (JSON text frames). Market channels: `tickers` (all or some
 * instruments) and `candles` (one symbol and interval at a time); see market.ts. The `account`
 * channel carries the caller's own trading (token in the subscribe message); see trading.ts.
 */
export const wsClientMessageSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('ping') }),
  z.discriminatedUnion('channel', [
    wsTickersSubscribeSchema,
    wsCandlesSubscribeSchema,
    wsAccountSubscribeSchema,
  ]),
  z.discriminatedUnion('channel', [
    wsTickersUnsubscribeSchema,
    wsCandlesUnsubscribeSchema,
    wsAccountUnsubscribeSchema,
  ]),
]);
export type WsClientMessage = z.infer<typeof wsClientMessageSchema>;

/**
 * Messages the server sends on /ws. `error.reason` is BAD_REQUEST (not JSON), VALIDATION_FAILED
 * (not a known message), MARKET_UNKNOWN_SYMBOL or UNAUTHENTICATED (account channel). The server also sends WebSocket ping frames and
 * closes a connection that does not answer them (browsers answer automatically).
 */
export const wsServerMessageSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('hello'), time: z.string() }),
  z.object({ op: z.literal('pong'), time: z.string() }),
  z.object({ op: z.literal('error'), reason: z.string() }),
  wsTickersMessageSchema,
  wsCandlesMessageSchema,
  wsUpdateMessageSchema,
  wsUnsubscribedMessageSchema,
  wsAccountSubscribedMessageSchema,
  wsAccountMessageSchema,
  wsValuationMessageSchema,
]);
export type WsServerMessage = z.infer<typeof wsServerMessageSchema>;
