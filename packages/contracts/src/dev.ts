import { z } from 'zod';

/*
 * Development and browser-test helpers (GET /api/dev/outbox, /api/dev/captcha), served only when
 * EXPOSE_OUTBOX is on (the server refuses it in production). Not part of the product's API: they
 * read what a person would read on their phone or in the captcha image.
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

export const devCaptchaQuerySchema = z.object({ key: z.string().min(1).max(64) });
export const devCaptchaDataSchema = z.object({
  answer: z.string(),
  expires_at: z.string(),
});
