import { z } from 'zod';

/** Messages a client sends on /ws. */
export const wsClientMessageSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('ping') }),
]);
export type WsClientMessage = z.infer<typeof wsClientMessageSchema>;

/** Messages the server sends on /ws. */
export const wsServerMessageSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('hello'), time: z.string() }),
  z.object({ op: z.literal('pong'), time: z.string() }),
  z.object({ op: z.literal('error'), reason: z.string() }),
]);
export type WsServerMessage = z.infer<typeof wsServerMessageSchema>;
