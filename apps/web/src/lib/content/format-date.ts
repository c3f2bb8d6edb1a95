import type { Language } from '@waihui/contracts';

/**
 * A publish time as a date in the reader's language ("Nov 22, 2026", "2026年11月22日"). The UTC
 * date, so everyone sees the day the server published it and tests do not depend on a time zone.
 */
export function formatPublishDate(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}
