import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devRoutes } from '@waihui/contracts';
import { BusinessError } from '../../lib/business-error';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { peekCaptchaAnswer } from './captcha.repository';
import type { IdentityDeps } from './identity-deps';
import { listOutboxMessages } from './outbox.repository';

/*
 * Development and browser-test helpers, registered only when EXPOSE_OUTBOX is on (config.ts refuses
 * it in production). They read what a person would read on their phone or in the captcha image;
 * they change nothing, so the real code and captcha checks stay exactly as strict.
 */

/** The outbox stores e-mail addresses lower-cased and phones as E.164 (accounts.ts). */
function outboxKey(to: string): string {
  const trimmed = to.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/[\s()-]/g, '');
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
      return ok(request.lang, {
        channel: message.channel,
        destination: message.destination,
        subject: message.subject,
        body: message.body,
        code: /\b(\d{6})\b/.exec(message.body)?.[1] ?? null,
        created_at: message.createdAt.toISOString(),
      });
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
