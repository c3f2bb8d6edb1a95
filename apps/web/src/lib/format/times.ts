import { i18n } from '../i18n/i18n';
import { NO_VALUE } from './prices';

/*
 * The one rule for instants a user reads (docs/decisions.md "Times"): the device's time zone, the
 * zone always written after the time ("2026-11-22 02:50:07 GMT+1", "… UTC"), the same on records,
 * positions, orders, funding, sessions and the chart. The date and clock are numeric and ordered
 * year-first in every language; only the zone's name follows the language (German "MEZ").
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(language: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${language}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(language, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
      ...(timeZone === undefined ? {} : { timeZone }),
    });
    formats.set(key, format);
  }
  return format;
}

/** An ISO 8601 instant from the server in the device's zone and the interface language (see above). */
export function formatInstant(iso: string | null | undefined): string {
  return formatInstantIn(iso, i18n.language || 'en');
}

/**
 * An ISO 8601 instant as "YYYY-MM-DD HH:mm:ss <zone>" in `timeZone` (the device's when not given),
 * the zone named in `language`; null or unparseable → "--".
 */
export function formatInstantIn(
  iso: string | null | undefined,
  language: string,
  timeZone?: string,
): string {
  const at = iso == null ? Number.NaN : Date.parse(iso);
  if (Number.isNaN(at)) return NO_VALUE;
  const parts = formatFor(language, timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')} ${part('timeZoneName')}`;
}
