import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';

/** Close code "going away": the server is shutting down; clients reconnect (to another instance). */
export const WS_GOING_AWAY = 1001;

/** How long closing sockets get to answer the close frame before they are cut (ms). */
export const WS_CLOSE_GRACE_MS = 2000;

/**
 * The WebSocket plugin's preClose step on shutdown: every connection gets a 1001 close frame; those
 * that have not completed the closing handshake within the grace are terminated, so the HTTP
 * server (which waits for every socket) can close within the shutdown bound.
 */
export async function closeWebSocketsGoingAway(this: FastifyInstance): Promise<void> {
  const server = this.websocketServer;
  const closed = [...server.clients].map((socket) => closeGoingAway(socket));
  let grace: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(closed),
    new Promise((resolve) => {
      grace = setTimeout(resolve, WS_CLOSE_GRACE_MS);
    }),
  ]);
  clearTimeout(grace);
  for (const socket of server.clients) socket.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

function closeGoingAway(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    socket.once('close', () => resolve());
    socket.close(WS_GOING_AWAY, 'server shutting down');
  });
}
