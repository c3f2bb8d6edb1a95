import { z } from 'zod';

/** Longest idempotency key, in characters (all ASCII, so also bytes). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/**
 * An idempotency key is 1–100 visible ASCII characters (`!` … `~`): a UUID, a ULID, a random
 * base64url string. The same rule for the `Idempotency-Key` header and the body field; nothing is
 * cut, so two different keys never collide (product.md §5.12: U+0000 and lone surrogates reached
 * the database and answered 500; a longer header was silently cut to 100 characters).
 */
export function isIdempotencyKey(value: string): boolean {
  return value.length >= 1 && value.length <= IDEMPOTENCY_KEY_MAX_LENGTH && /^[!-~]+$/.test(value);
}

/** The body field; a bad key answers reason IDEMPOTENCY_KEY_INVALID (envelope-errors). */
export const idempotencyKeySchema = z
  .string()
  .superRefine((value, ctx) => {
    if (isIdempotencyKey(value)) return;
    ctx.addIssue({
      code: 'custom',
      message: `must be 1–${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters`,
      params: { reason: 'IDEMPOTENCY_KEY_INVALID' },
    });
  })
  .meta({ pattern: `^[!-~]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$` });
