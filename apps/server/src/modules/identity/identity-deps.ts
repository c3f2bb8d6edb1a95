import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Language } from '@waihui/contracts';
import type { VerificationStatus } from '@waihui/core';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { CodeDelivery } from './delivery/code-delivery';

/** The settings of config.ts the identity module reads. */
export type IdentityConfig = Pick<
  Config,
  | 'BARRED_COUNTRIES'
  | 'SESSION_TTL_HOURS'
  | 'SESSION_IDLE_HOURS'
  | 'CODE_DAILY_LIMIT'
  | 'CODE_RESEND_SECONDS'
  | 'DEMO_MODE'
  | 'SUPPORT_EMAIL'
  | 'SUPPORT_URL'
  | 'COMPLIANCE_PROFILE'
>;

/** What every identity service function receives: database, clock, settings and code delivery. */
export interface IdentityDeps {
  db: Db;
  /** The app clock: expiry, lockout and resend rules are measured with it, never with SQL now(). */
  now: () => Date;
  config: IdentityConfig;
  delivery: CodeDelivery;
  log: FastifyBaseLogger;
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
