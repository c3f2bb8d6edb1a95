import { CODE_RESEND_SECONDS, PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '@waihui/core';
import type { PublicSettings } from '@waihui/contracts';
import type { IdentityConfig } from './identity-deps';

/** GET /api/default/setting: what any visitor may know before logging in. */
export function publicSettings(config: IdentityConfig): PublicSettings {
  return {
    demo: config.DEMO_MODE,
    support_email: config.SUPPORT_EMAIL,
    service_url: config.SUPPORT_URL ?? null,
    barred_countries: [...config.BARRED_COUNTRIES],
    password_min_length: PASSWORD_MIN_LENGTH,
    code_length: VERIFICATION_CODE_LENGTH,
    code_resend_seconds: CODE_RESEND_SECONDS,
    compliance_profile: config.COMPLIANCE_PROFILE,
  };
}
