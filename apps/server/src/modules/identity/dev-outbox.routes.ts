import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@waihui/contracts';
import { BusinessError } from '../../lib/business-error';
import { ok } from '../../lib/envelope';
import { peekCaptchaAnswer } from './captcha.repository';
import type { IdentityDeps } from './identity-deps';
import { listOutboxMessages, type OutboxRow } from './outbox.repository';
import { okOrFailure } from '../../lib/route-schemas';

/*
 * Development, browser-test and demo helpers, registered only when EXPOSE_OUTBOX (config.ts refuses
 * it in production) or DEMO_MODE is on (the web's demo inbox page reads /api/dev/inbox). They read what a person would read on their phone or in the captcha image;
 * they change nothing, so the real code and captcha checks stay exactly as strict. Their schemas
 * live here rather than in @waihui/contracts because they are not part of the product's API.
 */

const outboxQuerySchema = z.object({
  to: z.string().min(3).max(254).describe('E-mail address or E.164 mobile number ("+49…").'),
});
const outboxDataSchema = z.object({
  channel: z.enum(['sms', 'email']),
  destination: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  code: z.string().nullable().describe('The 6-digit code in the body, if any.'),
  created_at: z.string(),
});

/** The demo inbox shows at most this many messages, newest first. */
const INBOX_SIZE = 10;
const inboxDataSchema = z.object({ messages: z.array(outboxDataSchema).max(INBOX_SIZE) });

const captchaQuerySchema = z.object({ key: z.string().min(1).max(64) });
const captchaAnswerSchema = z.object({
  answer: z.string(),
  expires_at: z.string(),
});

/** The outbox stores e-mail addresses lower-cased and phones as E.164 (accounts.ts). */
function outboxKey(to: string): string {
  const trimmed = to.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/[\s()-]/g, '');
}

function messageData(message: OutboxRow): z.infer<typeof outboxDataSchema> {
  return {
    channel: message.channel,
    destination: message.destination,
    subject: message.subject,
    body: message.body,
    code: /\b(\d{6})\b/.exec(message.body)?.[1] ?? null,
    created_at: message.createdAt.toISOString(),
  };
}

export const devOutboxRoutes: FastifyPluginAsyncZod<{ deps: IdentityDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest outbox message to an address (EXPOSE_OUTBOX or DEMO_MODE)',
        querystring: outboxQuerySchema,
        response: okOrFailure(okEnvelope(outboxDataSchema)),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const [message] = await listOutboxMessages(deps.db, outboxKey(request.query.to));
      if (message === undefined) throw new BusinessError('NOT_FOUND');
      return ok(request.lang, messageData(message));
    },
  );

  app.get(
    '/api/dev/inbox',
    {
      schema: {
        tags: ['dev'],
        summary: `The newest ${INBOX_SIZE} outbox messages to an address (EXPOSE_OUTBOX or DEMO_MODE)`,
        querystring: outboxQuerySchema,
        response: okOrFailure(okEnvelope(inboxDataSchema)),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const messages = await listOutboxMessages(deps.db, outboxKey(request.query.to));
      return ok(request.lang, { messages: messages.slice(0, INBOX_SIZE).map(messageData) });
    },
  );

  app.get(
    '/api/dev/captcha',
    {
      schema: {
        tags: ['dev'],
        summary: "A captcha's answer, without using it up (EXPOSE_OUTBOX or DEMO_MODE)",
        querystring: captchaQuerySchema,
        response: okOrFailure(okEnvelope(captchaAnswerSchema)),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const key = request.query.key;
      const row = /^[0-9a-f-]{36}$/i.test(key) ? await peekCaptchaAnswer(deps.db, key) : null;
      if (row === null) throw new BusinessError('NOT_FOUND');
      return ok(request.lang, { answer: row.answer, expires_at: row.expiresAt.toISOString() });
    },
  );
};
