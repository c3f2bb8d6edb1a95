import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Language } from '@waihui/contracts';
import type { VerificationStatus } from '@waihui/core';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { CodeSenders } from './code-sender/code-sender';
import type { DeviceTokens } from './identity.device-tokens';

/** The settings of config.ts the identity module reads. */
export type IdentityConfig = Pick<
  Config,
  | 'SESSION_TTL_HOURS'
  | 'SESSION_IDLE_HOURS'
  | 'CODE_DAILY_LIMIT'
  | 'CODE_RESEND_SECONDS'
  | 'DEMO_MODE'
  | 'EXPOSE_OUTBOX'
  | 'COMPLIANCE_PROFILE'
  | 'RATE_LIMIT_CAPTCHA_PER_MINUTE'
  | 'RATE_LIMIT_CODE_PER_MINUTE'
  | 'RATE_LIMIT_LOGIN_PER_MINUTE'
  | 'RATE_LIMIT_REGISTER_PER_MINUTE'
  | 'RATE_LIMIT_FUND_PASSWORD_PER_MINUTE'
  | 'DEVICE_TOKEN_SECRET'
  | 'DATA_DIR'
  | 'COMPANY_NAME'
  | 'COMPANY_ADDRESS'
  | 'COMPANY_LATITUDE'
  | 'COMPANY_LONGITUDE'
  | 'MAP_TILE_URL'
  | 'MAP_TILE_ATTRIBUTION'
  | 'GEOCODER_URL'
>;

/**
 * The operator-editable settings identity reads per request (the settings module, wired by app.ts):
 * the saved value, else the configured one.
 */
export interface IdentitySettings {
  /** ISO 3166-1 alpha-2 codes whose residents cannot register. */
  barredCountries(): Promise<readonly string[]>;
  supportChannels(): Promise<{ email: string; url: string | null }>;
}

/** What every identity service function receives: database, clock, settings and code senders. */
export interface IdentityDeps {
  db: Db;
  /** The app clock: expiry, lockout and resend rules are measured with it, never with SQL now(). */
  now: () => Date;
  config: IdentityConfig;
  settings: IdentitySettings;
  /** Sends codes and notices by e-mail or SMS (code-sender/). */
  codeSenders: CodeSenders;
  log: FastifyBaseLogger;
  /** Signs and checks the device tokens that choose a sign-in try's back-off counter. */
  deviceTokens: DeviceTokens;
  /** The user's identity-verification status (the verification module, wired by app.ts). */
  verificationStatusOf: (userId: string) => Promise<VerificationStatus>;
}

/** Who is asking, for messages, abuse review and the sessions list. */
export interface RequestContext {
  lang: Language;
  ip: string;
  /** The User-Agent header as sent (sessions keep the first 256 characters); null when absent. */
  userAgent: string | null;
}

export function requestContext(request: FastifyRequest): RequestContext {
  const userAgent = request.headers['user-agent'];
  return { lang: request.lang, ip: request.ip, userAgent: userAgent ?? null };
}

/** Route-level @fastify/rate-limit settings (per IP, replacing the global limit on that route). */
export interface RateLimitConfig {
  rateLimit: { max: number; timeWindow: number };
}
