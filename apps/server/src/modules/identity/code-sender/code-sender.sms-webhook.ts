import type { MessageSender } from './code-sender';

/**
 * SMS through any HTTP provider or gateway: POST SMS_WEBHOOK_URL with JSON
 * `{to, text, purpose, lang}` (and `Authorization: Bearer SMS_WEBHOOK_TOKEN` when set).
 * Any 2xx answer counts as sent; anything else, or no answer within 10 s, as failed.
 */
export function createSmsWebhookSender(options: {
  url: string;
  token?: string | undefined;
  timeoutMs?: number;
}): MessageSender {
  return {
    name: 'sms-webhook',
    async send(message) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({
          to: message.to,
          text: message.text,
          purpose: message.purpose,
          lang: message.lang,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      // Drain the body so the connection can be reused.
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}`);
    },
  };
}
