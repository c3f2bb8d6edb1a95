/** The seven interface languages (product.md §16.1); en is the default (product.md §16.1). */
export const LANGUAGES = ['en', 'de', 'fr', 'ja', 'ko', 'zh-CN', 'zh-HK'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Reads a `lang` header value leniently ("zh-cn", "ja-JP" → best match), falling back to en. */
export function resolveLanguage(value: unknown): Language {
  if (typeof value !== 'string' || value === '') return DEFAULT_LANGUAGE;
  const exact = LANGUAGES.find((lang) => lang.toLowerCase() === value.toLowerCase());
  if (exact) return exact;
  const lower = value.toLowerCase();
  if (lower.startsWith('zh'))
    return lower.includes('hk') || lower.includes('tw') || lower.includes('hant')
      ? 'zh-HK'
      : 'zh-CN';
  const base = LANGUAGES.find((lang) => lang === lower.slice(0, 2));
  return base ?? DEFAULT_LANGUAGE;
}
