import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * Device tokens (OWASP "Slow Down Online Guessing Attacks with Device Cookies"; product.md §15.2):
 * after a sign-in the browser gets an HttpOnly cookie naming a random device id and an HMAC that
 * binds it to that account and surface. A later try at that account carrying a valid token counts
 * on the device's own back-off counter, any other try on the account's shared one; so a guesser
 * anywhere slows only the shared counter and the owner's known devices sign in at once. A token
 * opens nothing by itself: it only chooses the counter.
 */

/** The app's login and the back-office sign-in keep separate tokens and counters. */
export type SignInSurface = 'app' | 'backoffice';

/** Each cookie is sent only to the one route that reads it. */
const COOKIES: Record<SignInSurface, { name: string; path: string }> = {
  app: { name: 'waihui_device', path: '/api/user/login' },
  backoffice: { name: 'waihui_operator_device', path: '/api/admin/login' },
};

/** A device stays known for a year after its last sign-in (each sign-in renews the cookie). */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

const DEVICE_ID = /^[\w-]{22}$/; // 16 random bytes, base64url
const MAC = /^[\w-]{43}$/; // HMAC-SHA256, base64url

export interface DeviceTokens {
  /** The device id of `token` if it was issued for this user on this surface, else null. */
  deviceOf(surface: SignInSurface, userId: string, token: string | null): string | null;
  /**
   * The token to set after a sign-in: the presented device's own again when it was valid for this
   * user (its counter and id stay), else a new device id.
   */
  issue(surface: SignInSurface, userId: string, presented: string | null): string;
}

/** Signs with `secret()` (config DEVICE_TOKEN_SECRET or the DATA_DIR key file), read on first use. */
export function createDeviceTokens(secret: () => string): DeviceTokens {
  let key: string | undefined;
  const mac = (surface: SignInSurface, userId: string, deviceId: string) =>
    createHmac('sha256', (key ??= secret()))
      .update(`waihui-device:v1:${surface}:${userId}:${deviceId}`)
      .digest('base64url');
  const deviceOf: DeviceTokens['deviceOf'] = (surface, userId, token) => {
    const [deviceId, given, extra] = token?.split('.') ?? [];
    if (deviceId === undefined || given === undefined || extra !== undefined) return null;
    if (!DEVICE_ID.test(deviceId) || !MAC.test(given)) return null;
    const expected = Buffer.from(mac(surface, userId, deviceId));
    return timingSafeEqual(expected, Buffer.from(given)) ? deviceId : null;
  };
  return {
    deviceOf,
    issue(surface, userId, presented) {
      const deviceId =
        deviceOf(surface, userId, presented) ?? randomBytes(16).toString('base64url');
      return `${deviceId}.${mac(surface, userId, deviceId)}`;
    },
  };
}

/** The device cookie of a sign-in request, as sent (checked later against the account). */
export function readDeviceCookie(request: FastifyRequest, surface: SignInSurface): string | null {
  const prefix = `${COOKIES[surface].name}=`;
  const pair = request.headers.cookie
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return pair === undefined ? null : pair.slice(prefix.length);
}

/**
 * Sets the device cookie after a sign-in: HttpOnly (no script reads it), SameSite=Strict, only for
 * the sign-in route, and Secure when the request came over https (a browser drops a Secure cookie
 * set over plain http, which a LAN demo uses).
 */
export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  surface: SignInSurface,
  token: string,
): void {
  const { name, path } = COOKIES[surface];
  const secure = request.protocol === 'https' ? '; Secure' : '';
  void reply.header(
    'set-cookie',
    `${name}=${token}; Path=${path}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
  );
}
