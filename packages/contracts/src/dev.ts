import { z } from 'zod';

/*
 * Development, browser-test and demo helpers (GET /api/dev/outbox, /api/dev/inbox, /api/dev/captcha),
 * served only when EXPOSE_OUTBOX (refused in production) or DEMO_MODE is on: the web's demo inbox page
 * reads /api/dev/inbox. Not part of the product's API: they read what a person would read on their
 * phone or in the captcha image.
 */

export const devOutboxQuerySchema = z.object({
  to: z.string().min(3).max(254).describe('E-mail address or E.164 mobile number ("+49…").'),
});
export const devOutboxDataSchema = z.object({
  channel: z.enum(['sms', 'email']),
  destination: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  code: z.string().nullable().describe('The 6-digit code in the body, if any.'),
  created_at: z.string(),
});
export type DevOutboxData = z.infer<typeof devOutboxDataSchema>;

/** The demo inbox shows at most this many messages, newest first. */
export const DEV_INBOX_SIZE = 10;
export const devInboxDataSchema = z.object({
  messages: z.array(devOutboxDataSchema).max(DEV_INBOX_SIZE),
});

export const devCaptchaQuerySchema = z.object({ key: z.string().min(1).max(64) });
export const devCaptchaDataSchema = z.object({
  answer: z.string(),
  expires_at: z.string(),
});

/**
 * Browser tests only (EXPOSE_OUTBOX, never in production or the demo): plays the next ticks of a
 * replay feed that is stepped by hand (`MARKET_FEED=replay:<file>`, `MARKET_REPLAY_SPEED=0`), so a
 * journey can move the price across a take-profit at a known moment. Prices stay the file's: nobody
 * chooses a price through this call.
 */
export const devFeedStepBodySchema = z.object({
  count: z.number().int().min(1).max(1000).default(1),
});
export const devFeedStepDataSchema = z.object({
  played: z.number().int().describe('Ticks played (fewer than asked at the end of the file).'),
});

/**
 * Browser tests only (EXPOSE_OUTBOX): stops or resumes the ticks of one instrument of the simulated
 * feed, so a journey sees its price go stale (after its category's age limit) and come back. No
 * price is set: the instrument simply stops quoting.
 */
export const devFeedPauseBodySchema = z.object({
  symbol: z.string().min(1).max(20),
  paused: z.boolean(),
});
export const devFeedPauseDataSchema = z.object({
  symbol: z.string(),
  paused: z.boolean(),
});
