import { ApiError } from './client';

/**
 * Whether a refused sign-in says the next try needs the image code (after 5 wrong passwords):
 * CAPTCHA_REQUIRED itself, or any refusal carrying `captcha_required: true`. Used by the app's
 * login and the back-office sign-in.
 */
export function asksForCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'envelope') return false;
  const data = error.details.data as { captcha_required?: unknown } | null | undefined;
  return error.details.reason === 'CAPTCHA_REQUIRED' || data?.captcha_required === true;
}
