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

  it('writes the amounts of a message in its language: money cut to 2 decimals, prices as sent', () => {
    const margin = { required: '6006.5', spendable: '1998.567' };
    expect(translate('en', 'INSUFFICIENT_MARGIN', margin)).toBe(
      'Sorry, your credit is running out: this order needs 6,006.50 USD of margin and fee, and 1,998.56 USD is free',
    );
    expect(translate('de', 'INSUFFICIENT_MARGIN', margin)).toBe(
      'Leider reicht Ihr verfügbares Guthaben nicht aus: Diese Order erfordert 6.006,50 USD an Margin und Gebühren, verfügbar sind 1.998,56 USD',
    );
    expect(translate('fr', 'TAKE_PROFIT_BELOW_OPEN_PRICE', { price: '95028.10' })).toBe(
      "Le take profit ne peut pas être inférieur au cours d'ouverture (95\u202f028,10)",
    );
    // A count is not an amount: written as given.
    expect(translate('de', 'LOTS_ABOVE_MAXIMUM', { maximum: 1000 })).toBe(
      'Die Menge darf 1000 Lots nicht überschreiten',
    );
  });
});
