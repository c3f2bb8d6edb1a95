/** "2026-11-22T10:01:02.000Z" → "2026-11-22 10:01:02 UTC": server instants as shown on funding pages. */
export function formatUtcTime(iso: string): string {
  return `${iso.replace('T', ' ').slice(0, 19)} UTC`;
}
