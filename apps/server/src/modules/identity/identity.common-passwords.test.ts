import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './identity.common-passwords';

describe('common passwords (top 10,000 of the zxcvbn-ts list)', () => {
  it('refuses the most common ones, whatever the case', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Password')).toBe(true);
    expect(isCommonPassword('qwerty123')).toBe(true);
    expect(isCommonPassword('iloveyou')).toBe(true);
  });

  it('accepts passwords that are not on the list', () => {
    expect(isCommonPassword('correct-horse-1')).toBe(false);
    expect(isCommonPassword('Waihui-Test-2026!')).toBe(false);
    expect(isCommonPassword('密码密码密码')).toBe(false);
  });
});
