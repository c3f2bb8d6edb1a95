import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import type { CodeSenders } from './code-sender';
import { createOutboxSender } from './code-sender.outbox';
import { createSmsWebhookSender } from './code-sender.sms-webhook';
import { createSmtpSender } from './code-sender.smtp';

/** E-mail goes by SMTP when SMTP_URL is set, SMS by webhook when SMS_WEBHOOK_URL is set; else the outbox. */
export function createCodeSenders(
  config: Pick<Config, 'SMTP_URL' | 'SMTP_FROM' | 'SMS_WEBHOOK_URL' | 'SMS_WEBHOOK_TOKEN'>,
  db: Db,
  log: FastifyBaseLogger,
  now: () => Date,
): CodeSenders {
  const outbox = createOutboxSender(db, log, now);
  return {
    email: config.SMTP_URL
      ? createSmtpSender({ url: config.SMTP_URL, from: config.SMTP_FROM })
      : outbox,
    sms: config.SMS_WEBHOOK_URL
      ? createSmsWebhookSender({ url: config.SMS_WEBHOOK_URL, token: config.SMS_WEBHOOK_TOKEN })
      : outbox,
  };
}
