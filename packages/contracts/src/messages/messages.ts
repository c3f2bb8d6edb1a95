import type en from './en.json';

/**
 * The one catalogue of rule messages (product.md §8.2 "one wording per rule"): every `data.reason` of a
 * failure envelope and every issue code a form finds before any request, worded once per language
 * in messages/<lang>.json. The server answers these texts (apps/server/src/i18n/messages.ts); the
 * web shows the same ones under its fields, loading only the current language's file (the i18next
 * namespace `messages`). English is the source of truth; messages.test.ts fails when a language
 * lacks a key or changes a placeholder.
 *
 * Placeholders are `{name}` (single braces), filled by formatMessage.
 */
export type MessageCode = keyof typeof en;

export type MessageParams = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; an unknown name stays as written, so a gap is visible, not blank. */
export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
