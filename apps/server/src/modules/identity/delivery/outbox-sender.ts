import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import { insertOutboxMessage } from '../outbox.repository';
import type { MessageSender } from './code-delivery';

/**
 * The default channel when no provider is configured: the message is stored in `outbox_messages`
 * and logged (with the code) so tests and whoever runs the demo can read it. Never the right choice
 * for real users: configure SMTP_URL and SMS_WEBHOOK_URL in production.
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
      log.info(
        { channel: message.channel, to: message.to, text: message.text },
        'outbox: message not sent to a provider (no SMTP_URL / SMS_WEBHOOK_URL)',
      );
    },
  };
}
