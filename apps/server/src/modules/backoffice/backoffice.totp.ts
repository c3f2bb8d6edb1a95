import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { readOrCreateKeyFile } from '../../lib/key-file';

/*
 * The operators' second factor: RFC 6238 TOTP (SHA-1, 6 digits, 30-second steps: what every
 * authenticator app reads from an otpauth:// QR code), through the otpauth library. The secret is
 * stored AES-256-GCM encrypted with a server key.
 */

export const TOTP_ISSUER = 'Waihui back-office';
const PERIOD_SECONDS = 30;

function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random 160-bit secret in Base32 (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app enrols from (shown as a QR code). */
export function totpUri(secretBase32: string, label: string): string {
  return totpOf(secretBase32, label).toString();
}

/**
 * The 30-second step whose code `code` is, within one step either side of `now` (clock drift),
 * or null when it matches none.
 */
export function matchTotpStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpOf(secretBase32, '').validate({
    token: code,
    timestamp: now.getTime(),
    window: 1,
  });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of `now` (tests and the browser journey compute it as an authenticator would). */
export function totpCodeAt(secretBase32: string, now: Date): string {
  return totpOf(secretBase32, '').generate({ timestamp: now.getTime() });
}

/** AES-256-GCM with a 32-byte key: base64 of iv ‖ tag ‖ ciphertext. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** `keyOf` runs on first use only (an app that never signs an operator in reads no key file). */
export function secretBox(keyOf: () => Buffer): SecretBox {
  let cached: Buffer | null = null;
  const key = () => {
    cached ??= keyOf();
    if (cached.length !== 32) throw new Error('the TOTP key must be 32 bytes');
    return cached;
  };
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key(), iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key(), bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** config.OPERATOR_TOTP_KEY, else DATA_DIR/operator-totp.key (made once, mode 0600). */
export function loadTotpKey(configured: string | undefined, dataDir: string): Buffer {
  return Buffer.from(configured ?? readOrCreateKeyFile(dataDir, 'operator-totp.key'), 'hex');
}
