import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@waihui/contracts';
import { ENGLISH_MESSAGES as en, SERVER_LOCALES, translate } from './messages';

describe('server locales', () => {
  const keys = Object.keys(en);

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s has every key, none empty', (lang) => {
    const locale = SERVER_LOCALES[lang];
    const missing = keys.filter(
      (key) => typeof locale[key] !== 'string' || locale[key].trim() === '',
    );
    expect(missing).toEqual([]);
    expect(Object.keys(locale).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('keeps the same placeholders in every language', () => {
    for (const key of keys) {
      const expected = (en[key]!.match(/\{\w+\}/g) ?? []).sort();
      for (const lang of LANGUAGES) {
        expect([lang, key, (SERVER_LOCALES[lang][key]?.match(/\{\w+\}/g) ?? []).sort()]).toEqual([
          lang,
          key,
          expected,
        ]);
      }
    }
  });

  it('translates by language', () => {
    expect(translate('en', 'NOT_FOUND')).toBe('Not found');
    expect(translate('ja', 'NOT_FOUND')).toBe('見つかりません');
    expect(translate('zh-HK', 'UNAUTHENTICATED')).toBe('請重新登入');
  });
});
