import { createHmac, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_PHOTO_PATH, type PhotoLink } from '@waihui/contracts';

/*
 * Signed links to ID photos. A link names the photo, the user it was made for (the viewer) and its
 * expiry in Unix seconds; the signature is HMAC-SHA256 over the three with the server's secret
 * (config ID_PHOTO_LINK_SECRET). The viewer is not in the link: the server checks the signature
 * with the id of the session that uses it, so a link copied to another account fails, and a link
 * without the bearer token fails too. Links are made only for the photo's owner and operators.
 */

export interface PhotoLinkSigner {
  /** A link for `viewerId` to `photoId`, working until now + ttl (at `path`, the user's by default). */
  sign(photoId: string, viewerId: string, now: Date, path?: string): PhotoLink;
  /** True when `sig` was made for this photo, this viewer and this expiry, and it has not passed. */
  verify(
    input: { photoId: string; expiresAtSeconds: number; sig: string },
    viewerId: string,
    now: Date,
  ): boolean;
}

export function createPhotoLinkSigner(secret: string, ttlSeconds: number): PhotoLinkSigner {
  function signature(photoId: string, viewerId: string, expiresAtSeconds: number): Buffer {
    return createHmac('sha256', secret)
      .update(`id-photo\n${photoId}\n${viewerId}\n${expiresAtSeconds}`)
      .digest();
  }
  return {
    sign(photoId, viewerId, now, path = VERIFICATION_PHOTO_PATH) {
      const expiresAtSeconds = Math.floor(now.getTime() / 1000) + ttlSeconds;
      const sig = signature(photoId, viewerId, expiresAtSeconds).toString('base64url');
      const query = new URLSearchParams({ id: photoId, expires: String(expiresAtSeconds), sig });
      return {
        url: `${path}?${query.toString()}`,
        expires_at: new Date(expiresAtSeconds * 1000).toISOString(),
      };
    },
    verify({ photoId, expiresAtSeconds, sig }, viewerId, now) {
      // Expired at the second it names (a link "until 12:00:00" no longer works at 12:00:00).
      if (now.getTime() >= expiresAtSeconds * 1000) return false;
      const given = Buffer.from(sig, 'base64url');
      const expected = signature(photoId, viewerId, expiresAtSeconds);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
