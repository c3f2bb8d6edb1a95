import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '@waihui/core';
import type { PublicSettings } from '@waihui/contracts';
import type { IdentityDeps } from './identity.deps';

/**
 * GET /api/default/setting: what any visitor may know before logging in. Support channels and
 * barred countries are the back-office's saved settings when present, else the configuration's.
 */
export async function publicSettings(
  deps: Pick<IdentityDeps, 'config' | 'settings'>,
): Promise<PublicSettings> {
  const { config } = deps;
  const [support, barred] = await Promise.all([
    deps.settings.supportChannels(),
    deps.settings.barredCountries(),
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
