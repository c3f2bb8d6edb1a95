import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import { insertOutboxMessage } from '../identity.outbox.repository';
import type { MessageSender } from './code-sender';

/**
 * The default channel when no provider is configured: the message is stored in `outbox_messages`
 * (tests, the demo inbox and /api/dev/outbox read it there); the log says only that a message was
 * kept, never its text. Refused in production (config.ts): SMTP_URL and SMS_WEBHOOK_URL are required.
 */
export function createOutboxSender(db: Db, log: FastifyBaseLogger, now: () => Date): MessageSender {
  return {
    name: 'outbox',
    async send(message) {
      await insertOutboxMessage(db, {
        channel: message.channel,
        destination: message.to,
        subject: message.channel === 'email' ? message.subject : null,
        body: message.text,
        createdAt: now(),
      });
      // Never the text: it carries the code (product.md §15.9). Read it at /api/dev/outbox.
      log.info(
        { channel: message.channel, purpose: message.purpose },
        'outbox: message not sent to a provider (no SMTP_URL / SMS_WEBHOOK_URL)',
      );
    },
  };
}
