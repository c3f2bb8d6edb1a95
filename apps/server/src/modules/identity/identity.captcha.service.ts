import svgCaptcha from 'svg-captcha';
import type { CaptchaData } from '@waihui/contracts';
import { BusinessError } from '../../lib/business-error';
import { deleteExpiredCaptchas, insertCaptcha, takeCaptcha } from './identity.captcha.repository';
import type { IdentityDeps } from './identity.deps';
import { newCaptchaText, newId } from './identity.random-codes';

export const CAPTCHA_TTL_SECONDS = 300;

/** svg-captcha's main export renders given text; its typings only declare `create`. */
const renderCaptcha = svgCaptcha as unknown as (
  text: string,
  options?: { width?: number; height?: number; noise?: number; fontSize?: number },
) => string;

/**
 * GET /captcha/api/flat: a 4-character image code. The answer is stored as is: it guards against
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
  const svg = renderCaptcha(text, { width: 120, height: 40, noise: 2, fontSize: 46 });
  return {
    captcha_key: id,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
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
