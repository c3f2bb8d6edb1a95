import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '@waihui/core';
import type { Place, PublicSettings } from '@waihui/contracts';
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
    company_place: companyPlace(config),
    map_tile_url: config.MAP_TILE_URL ?? null,
    map_tile_attribution: config.MAP_TILE_ATTRIBUTION,
    geocoder_url: config.GEOCODER_URL ?? null,
  };
}

/** The configured company place, or null when neither an address nor coordinates are set. */
function companyPlace(config: IdentityDeps['config']): Place | null {
  const latitude = config.COMPANY_LATITUDE ?? null;
  const longitude = config.COMPANY_LONGITUDE ?? null;
  if (config.COMPANY_ADDRESS === '' && latitude === null) return null;
  return { name: config.COMPANY_NAME, address: config.COMPANY_ADDRESS, latitude, longitude };
}
