import { createTransport } from 'nodemailer';
import type { MessageSender } from './code-sender';

/** E-mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.com:465). */
export function createSmtpSender(options: { url: string; from: string }): MessageSender {
  const transport = createTransport(options.url);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
