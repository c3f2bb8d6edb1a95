import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@waihui/core';

/** A verification code: 6 digits from the operating system's CSPRNG, leading zeros kept. */
export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(
    VERIFICATION_CODE_LENGTH,
    '0',
  );
}

/** What is stored of a code: SHA-256 of "<row id>:<code>", hex (the row id is the salt). */
export function hashCode(rowId: string, code: string): string {
  return createHash('sha256').update(`${rowId}:${code}`).digest('hex');
}

export function codeMatches(rowId: string, storedHash: string, code: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashCode(rowId, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Invite codes: 8 characters without look-alikes (no 0/O, 1/I/L), about 2^40 possibilities. */
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += INVITE_ALPHABET[randomInt(0, INVITE_ALPHABET.length)];
  return code;
}

/** Captcha text: 4 characters, same alphabet, from the CSPRNG (svg-captcha's own uses Math.random). */
export function newCaptchaText(): string {
  let text = '';
  for (let i = 0; i < 4; i += 1) text += INVITE_ALPHABET[randomInt(0, INVITE_ALPHABET.length)];
  return text;
}

export { randomUUID as newId };
