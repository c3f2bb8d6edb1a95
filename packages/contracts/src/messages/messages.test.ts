import { describe, expect, it } from 'vitest';
import { CONTENT_REASONS } from '../content';
import { DELIVERY_REASONS } from '../delivery';
import { LANGUAGES } from '../languages';
import { IDENTITY_REASONS } from '../identity';
import { LEDGER_REASONS } from '../ledger';
import { MARKET_REASONS } from '../market';
import { REASONS } from '../reasons';
import { SPOT_REASONS } from '../spot';
import { TRADING_REASONS } from '../trading';
import { VERIFICATION_REASONS } from '../verification';
import { formatMessage } from './messages';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };
import ko from './ko.json' with { type: 'json' };
import zhCN from './zh-CN.json' with { type: 'json' };
import zhHK from './zh-HK.json' with { type: 'json' };

const CATALOGUES: Record<string, Record<string, string>> = {
  en,
  de,
  fr,
  ja,
  ko,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
};

function placeholders(text: string | undefined): string[] {
  return (text?.match(/\{\w+\}/g) ?? []).sort();
}

describe('the message catalogue', () => {
  it('has a file for exactly the seven languages', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LANGUAGES].sort());
  });

  it('words every reason the server can answer', () => {
    const reasons = [
      ...REASONS,
      ...IDENTITY_REASONS,
      ...LEDGER_REASONS,
      ...MARKET_REASONS,
      ...TRADING_REASONS,
      ...CONTENT_REASONS,
      ...VERIFICATION_REASONS,
      ...DELIVERY_REASONS,
      ...SPOT_REASONS,
    ];
    expect(reasons.filter((reason) => !(reason in en))).toEqual([]);
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s has every English key and no other, none empty, same placeholders',
    (lang) => {
      const catalogue = CATALOGUES[lang] ?? {};
      const problems: string[] = [];
      for (const [key, english] of Object.entries(en)) {
        const text = catalogue[key];
        if (typeof text !== 'string' || text.trim() === '') problems.push(`missing ${key}`);
        else if (placeholders(text).join() !== placeholders(english).join())
          problems.push(`${key} has ${placeholders(text).join()}`);
      }
      for (const key of Object.keys(catalogue)) if (!(key in en)) problems.push(`extra ${key}`);
      expect(problems).toEqual([]);
    },
  );

  it('words the product.md §8.2 messages as the spec does', () => {
    expect([
      en.INVALID_MOBILE,
      en.TERMS_NOT_CHECKED,
      en.PASSWORDS_DO_NOT_MATCH,
      en.QUANTITY_BELOW_ZERO,
      en.QUANTITY_EXCEEDS_AVAILABLE,
      en.INSUFFICIENT_BALANCE,
    ]).toEqual([
      'Invalid mobile number',
      'Terms not checked',
      'Passwords do not match',
      'Quantity cannot be less than 0',
      'Quantity cannot exceed the available balance',
      'Insufficient balance',
    ]);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatMessage(en.PASSWORD_TOO_SHORT, { min: 6 })).toBe(
      'Password must be at least 6 characters',
    );
    expect(formatMessage(en.COUNTRY_BARRED)).toBe(
      'Residents of {country} cannot open an account under our terms of service',
    );
  });
});
