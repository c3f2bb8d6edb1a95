import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressInRanges, unmappedAddress } from './connection-limits';
import { failure } from './envelope';

/*
 * Routes a route table marks `loopbackOnly` (the dev helpers that read codes and captcha answers)
 * answer only clients on this machine. The address is Fastify's `request.ip`: behind a trusted
 * proxy (TRUST_PROXY) the client the proxy saw, so a proxy on the same host does not open them.
 */

const isLoopback = addressInRanges(['loopback']);

/** 127.0.0.0/8, ::1, or an IPv4 loopback address written as IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string): boolean {
  return isLoopback(unmappedAddress(address));
}

/** onRequest hook: 404 with the envelope for a client not on this machine, as if the route did not exist. */
export async function loopbackClientsOnly(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (isLoopbackAddress(request.ip)) return;
  await reply.code(404).send(failure(request.lang, 'NOT_FOUND'));
}
