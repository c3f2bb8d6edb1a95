import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEV_INBOX_SIZE, type DevOutboxData, devRoutes } from '@waihui/contracts';
import { BusinessError } from '../../lib/business-error';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { peekCaptchaAnswer } from './identity.captcha.repository';
import type { IdentityDeps } from './identity.deps';
import { listOutboxMessages, type OutboxRow } from './identity.outbox.repository';

/*
 * Development, browser-test and demo helpers, registered only when EXPOSE_OUTBOX (config.ts refuses
 * it in production) or DEMO_MODE is on (the web's demo inbox page reads /api/dev/inbox). They read
 * what a person would read on their phone or in the captcha image; they change nothing, so the real
 * code and captcha checks stay exactly as strict.
 */

/** The outbox stores e-mail addresses lower-cased and phones as E.164 (identity.accounts.ts). */
function outboxKey(to: string): string {
  const trimmed = to.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/[\s()-]/g, '');
}

function messageData(message: OutboxRow): DevOutboxData {
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
  route(app, devRoutes.devOutbox, {
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const [message] = await listOutboxMessages(deps.db, outboxKey(request.query.to));
      if (message === undefined) throw new BusinessError('NOT_FOUND');
      return ok(request.lang, messageData(message));
    },
  });

  route(app, devRoutes.devInbox, {
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const messages = await listOutboxMessages(deps.db, outboxKey(request.query.to));
      return ok(request.lang, { messages: messages.slice(0, DEV_INBOX_SIZE).map(messageData) });
    },
  });

  route(app, devRoutes.devCaptcha, {
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const key = request.query.key;
      const row = /^[0-9a-f-]{36}$/i.test(key) ? await peekCaptchaAnswer(deps.db, key) : null;
      if (row === null) throw new BusinessError('NOT_FOUND');
      return ok(request.lang, { answer: row.answer, expires_at: row.expiresAt.toISOString() });
    },
  });
};
