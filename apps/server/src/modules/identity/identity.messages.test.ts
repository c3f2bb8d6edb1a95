import { describe, expect, it } from 'vitest';
import { IDENTITY_REASONS, LANGUAGES } from '@waihui/contracts';
import { ENGLISH_MESSAGES, SERVER_LOCALES } from '../../i18n/messages';

describe('identity messages', () => {
  it('every reason of the contract has a message in all seven languages', () => {
    for (const reason of IDENTITY_REASONS) {
      expect([reason, typeof ENGLISH_MESSAGES[reason]]).toEqual([reason, 'string']);
      for (const lang of LANGUAGES) {
        expect([lang, reason, SERVER_LOCALES[lang][reason]?.trim() !== '']).toEqual([
          lang,
          reason,
          true,
        ]);
      }
    }
  });

  it('the product.md §8.2 messages read as the spec says in English', () => {
    expect(ENGLISH_MESSAGES.PASSWORDS_DO_NOT_MATCH).toBe('Passwords do not match');
    expect(ENGLISH_MESSAGES.INVALID_MOBILE).toBe('Invalid mobile number');
    expect(ENGLISH_MESSAGES.TERMS_NOT_CHECKED).toBe('Terms not checked');
  });
});
