import { describe, expect, it } from 'vitest';
import { createPhotoLinkSigner } from './verification.photo-links';

const PHOTO = '0b7f3c8e-1d2a-4f5b-9c6d-7e8f9a0b1c2d';
const SECRET = 'a-test-secret-of-at-least-32-characters';
const T0 = new Date('2026-11-22T10:00:00.000Z');

function partsOf(url: string): { photoId: string; expiresAtSeconds: number; sig: string } {
  const query = new URLSearchParams(url.split('?')[1]);
  return {
    photoId: query.get('id') ?? '',
    expiresAtSeconds: Number(query.get('expires')),
    sig: query.get('sig') ?? '',
  };
}

describe('createPhotoLinkSigner', () => {
  const signer = createPhotoLinkSigner(SECRET, 300);
  const link = signer.sign(PHOTO, 'alice', T0);

  it('names the photo and an expiry 300 s ahead', () => {
    expect(link.expires_at).toBe('2026-11-22T10:05:00.000Z');
    expect(partsOf(link.url)).toMatchObject({ photoId: PHOTO, expiresAtSeconds: 1_795_341_900 });
  });

  it('verifies for the viewer it was made for, until the expiry second', () => {
    expect(signer.verify(partsOf(link.url), 'alice', new Date(T0.getTime() + 299_999))).toBe(true);
    expect(signer.verify(partsOf(link.url), 'alice', new Date(T0.getTime() + 300_000))).toBe(false);
    expect(signer.verify(partsOf(link.url), 'bob', T0)).toBe(false);
  });

  it('fails with another secret, another photo or a changed expiry', () => {
    expect(createPhotoLinkSigner(`${SECRET}!`, 300).verify(partsOf(link.url), 'alice', T0)).toBe(
      false,
    );
    expect(signer.verify({ ...partsOf(link.url), photoId: 'other' }, 'alice', T0)).toBe(false);
    const parts = partsOf(link.url);
    expect(
      signer.verify({ ...parts, expiresAtSeconds: parts.expiresAtSeconds + 1 }, 'alice', T0),
    ).toBe(false);
    expect(signer.verify({ ...parts, sig: 'short' }, 'alice', T0)).toBe(false);
  });
});
