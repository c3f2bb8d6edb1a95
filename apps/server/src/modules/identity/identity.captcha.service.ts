import type { CaptchaData } from '@waihui/contracts';
import { BusinessError } from '../../lib/business-error';
import { renderCaptchaPng } from './identity.captcha-image';
import { deleteExpiredCaptchas, insertCaptcha, takeCaptcha } from './identity.captcha.repository';
import type { IdentityDeps } from './identity.deps';
import { newCaptchaText, newId } from './identity.random-codes';

export const CAPTCHA_TTL_SECONDS = 300;

/**
 * GET /captcha/api/flat: a 4-character image code (a warped PNG: identity.captcha-image.ts). The answer is stored as is: it guards against
 * bots, not against someone who can read the database; it lives 5 minutes and any check deletes it.
 */
export async function createCaptcha(deps: Pick<IdentityDeps, 'db' | 'now'>): Promise<CaptchaData> {
  const now = deps.now();
  const text = newCaptchaText();
  const id = newId();
  await deleteExpiredCaptchas(deps.db, now);
  await insertCaptcha(deps.db, {
    id,
    answer: text,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
  });
  const png = await renderCaptchaPng(text);
  return {
    captcha_key: id,
    image: `data:image/png;base64,${png.toString('base64')}`,
    expires_in_seconds: CAPTCHA_TTL_SECONDS,
  };
}

/** Throws CAPTCHA_WRONG unless the answer matches (case-insensitive); the captcha is used up either way. */
export async function checkCaptcha(
  deps: Pick<IdentityDeps, 'db' | 'now'>,
  key: string,
  answer: string,
): Promise<void> {
  const row = /^[0-9a-f-]{36}$/i.test(key) ? await takeCaptcha(deps.db, key) : null;
  const valid =
    row !== null &&
    row.expiresAt > deps.now() &&
    row.answer.toUpperCase() === answer.trim().toUpperCase();
  if (!valid) throw new BusinessError('CAPTCHA_WRONG');
}
