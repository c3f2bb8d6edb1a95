import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http/client';

/** One message the demo "sent" (stored in the server's outbox instead of mailed or texted). */
export interface DemoMessage {
  channel: 'email' | 'sms';
  destination: string;
  subject: string | null;
  body: string;
  /** The 6-digit code in the body, if any. */
  code: string | null;
  /** ISO 8601, UTC. */
  created_at: string;
}

function readMessage(value: unknown): DemoMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  if (m.channel !== 'email' && m.channel !== 'sms') return null;
  if (typeof m.destination !== 'string' || typeof m.body !== 'string') return null;
  if (typeof m.created_at !== 'string') return null;
  if (m.subject !== null && typeof m.subject !== 'string') return null;
  if (m.code !== null && typeof m.code !== 'string') return null;
  return {
    channel: m.channel,
    destination: m.destination,
    subject: m.subject,
    body: m.body,
    code: m.code,
    created_at: m.created_at,
  };
}

/**
 * Checks the answer of GET /api/dev/inbox by hand: the route is the server's demo helper, not part
 * of the product's contract (its schema lives in the server's dev-outbox.routes.ts).
 */
export function readDemoInbox(data: unknown): DemoMessage[] {
  const list = (data as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(list)) throw new Error('demo inbox: no messages list');
  return list.map((item) => {
    const message = readMessage(item);
    if (message === null) throw new Error('demo inbox: a message of an unknown shape');
    return message;
  });
}

/**
 * GET /api/dev/inbox?to=: the newest messages (at most 10, newest first) the demo sent to an
 * e-mail address or E.164 mobile number. Exists only while the server runs in demo mode (else 404).
 */
export function getDemoInboxQueryOptions(to: string) {
  return queryOptions({
    queryKey: ['demo-inbox', to],
    queryFn: async ({ signal }) =>
      readDemoInbox(await http.get('/api/dev/inbox', { query: { to }, signal })),
    enabled: to !== '',
    // Always the newest on open and on "Refresh"; nothing cached between visits matters here.
    staleTime: 0,
  });
}
