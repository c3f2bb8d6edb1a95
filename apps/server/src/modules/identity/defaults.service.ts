import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '@waihui/core';
import type { PublicSettings } from '@waihui/contracts';
import { supportChannels } from '../settings/settings.service';
import { barredCountriesNow } from './country-rules';
import type { IdentityDeps } from './identity-deps';

/**
 * GET /api/default/setting: what any visitor may know before logging in. Support channels and
 * barred countries are the back-office's saved settings when present, else the configuration's.
 */
export async function publicSettings(
  deps: Pick<IdentityDeps, 'db' | 'config'>,
): Promise<PublicSettings> {
  const { config } = deps;
  const [support, barred] = await Promise.all([
    supportChannels(deps.db, { email: config.SUPPORT_EMAIL, url: config.SUPPORT_URL ?? null }),
    barredCountriesNow(deps),
  ]);
  return {
    demo: config.DEMO_MODE,
    support_email: support.email,
    service_url: support.url,
    barred_countries: [...barred],
    password_min_length: PASSWORD_MIN_LENGTH,
    code_length: VERIFICATION_CODE_LENGTH,
    code_resend_seconds: config.CODE_RESEND_SECONDS,
    compliance_profile: config.COMPLIANCE_PROFILE,
  };
}
