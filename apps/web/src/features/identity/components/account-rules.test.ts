import { describe, expect, it } from 'vitest';
import { checkEmail, checkMobile, parseMobileNumber } from './account-rules';

describe('account rules', () => {
  it('accepts mobile numbers, national with a country or international', () => {
    expect(parseMobileNumber('01512 3456789', 'DE')).toEqual({
      e164: '+4915123456789',
      country: 'DE',
    });
    expect(parseMobileNumber('+852 9123 4567', null)).toEqual({
      e164: '+85291234567',
      country: 'HK',
    });
    expect(parseMobileNumber('06 12 34 56 78', 'FR')).toEqual({
      e164: '+33612345678',
      country: 'FR',
    });
    expect(checkMobile('01512 3456789', 'DE')).toBeNull();
  });

  it('refuses landlines, short numbers and national numbers without a country', () => {
    expect(parseMobileNumber('030 12345678', 'DE')).toBeNull();
    expect(checkMobile('030 12345678', 'DE')).toBe('INVALID_MOBILE');
    expect(checkMobile('123', 'DE')).toBe('INVALID_MOBILE');
    expect(checkMobile('abc', 'DE')).toBe('INVALID_MOBILE');
    expect(checkMobile('01512 3456789', null)).toBe('INVALID_COUNTRY');
    expect(checkMobile('  ', 'DE')).toBe('ACCOUNT_REQUIRED');
  });

  it('names the country a number belongs to, whatever was chosen', () => {
    expect(parseMobileNumber('+1 202 555 0123', 'DE')).toEqual({
      e164: '+12025550123',
      country: 'US',
    });
  });

  it('checks the shape of an e-mail address', () => {
    expect(checkEmail('ana@example.com')).toBeNull();
    expect(checkEmail(' Ana.Lee@Mail.Example.co.uk ')).toBeNull();
    expect(checkEmail('')).toBe('ACCOUNT_REQUIRED');
    expect(checkEmail('ana@example')).toBe('INVALID_EMAIL');
    expect(checkEmail('ana example.com')).toBe('INVALID_EMAIL');
    expect(checkEmail('ana@@example.com')).toBe('INVALID_EMAIL');
  });
});
