import { describe, expect, it } from 'vitest';
import {
  CODE_MAX_TRIES,
  decideCodeAttempt,
  decidePasswordAttempt,
  isVerificationCode,
  lockMinutesLeft,
  maskAccount,
  maskEmail,
  maskPhone,
  passwordLength,
  secondsUntilResend,
  validateNewPassword,
  validateRegistrationForm,
} from '../index';

const T0 = Date.parse('2026-11-22T10:00:00Z');
const MIN = 60_000;

const LIMITS = { min: '6', max: '128' };

describe('validateNewPassword (product.md §5.1: at least 6 characters, the confirmation equal)', () => {
  it.each([
    ['', 'PASSWORD_TOO_SHORT'],
    ['12345', 'PASSWORD_TOO_SHORT'],
    ['123456', null],
    ['密码密码密', 'PASSWORD_TOO_SHORT'],
    ['密码密码密码', null],
    ['😀😀😀😀😀', 'PASSWORD_TOO_SHORT'],
    ['x'.repeat(128), null],
    ['x'.repeat(129), 'PASSWORD_TOO_LONG'],
  ])('%j → %s', (password, expected) => {
    expect(validateNewPassword({ password, confirmPassword: password })).toEqual(
      expected === null
        ? { ok: true, value: password }
        : { ok: false, issues: [{ code: expected, field: 'password', details: LIMITS }] },
    );
  });

  it('counts code points, not UTF-16 units', () => {
    expect(passwordLength('😀😀😀')).toBe(3);
  });

  it.each([
    ['secret1', 'secret2', [['confirmPassword', 'PASSWORDS_DO_NOT_MATCH']]],
    ['abc', 'abc', [['password', 'PASSWORD_TOO_SHORT']]],
    [
      'abc',
      'abd',
      [
        ['password', 'PASSWORD_TOO_SHORT'],
        ['confirmPassword', 'PASSWORDS_DO_NOT_MATCH'],
      ],
    ],
    ['secret1', '', [['confirmPassword', 'PASSWORDS_DO_NOT_MATCH']]],
  ])('%j / %j → %j', (password, confirmPassword, expected) => {
    const result = validateNewPassword({ password, confirmPassword });
    expect(result.ok ? [] : result.issues.map((issue) => [issue.field, issue.code])).toEqual(
      expected,
    );
  });
});

describe('validateRegistrationForm', () => {
  const valid = {
    password: 'secret1',
    confirmPassword: 'secret1',
    code: '123456',
    termsAccepted: true,
  };

  it('answers a valid form as it is', () => {
    expect(validateRegistrationForm(valid)).toEqual({ ok: true, value: valid });
  });

  it.each([
    [{ termsAccepted: false }, [['termsAccepted', 'TERMS_NOT_CHECKED']]],
    [{ code: '12345' }, [['code', 'CODE_FORMAT']]],
    [{ confirmPassword: 'secret2' }, [['confirmPassword', 'PASSWORDS_DO_NOT_MATCH']]],
    [
      { password: 'a', confirmPassword: 'b', code: '', termsAccepted: false },
      [
        ['password', 'PASSWORD_TOO_SHORT'],
        ['confirmPassword', 'PASSWORDS_DO_NOT_MATCH'],
        ['code', 'CODE_FORMAT'],
        ['termsAccepted', 'TERMS_NOT_CHECKED'],
      ],
    ],
  ])('%j → %j', (change, expected) => {
    const result = validateRegistrationForm({ ...valid, ...change });
    expect(result.ok ? [] : result.issues.map((issue) => [issue.field, issue.code])).toEqual(
      expected,
    );
  });
});

describe('isVerificationCode (6 digits)', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    [' 123456', false],
    ['١٢٣٤٥٦', false],
  ])('%j → %s', (value, expected) => {
    expect(isVerificationCode(value)).toBe(expected);
  });
});

describe('secondsUntilResend (60 s)', () => {
  it.each([
    [null, 0, 0],
    [T0, 0, 60],
    [T0, 1, 60],
    [T0, 1_000, 59],
    [T0, 59_001, 1],
    [T0, 59_999, 1],
    [T0, 60_000, 0],
    [T0, 90_000, 0],
  ])('sent at %s, %s ms later → %s s', (sentAt, elapsed, expected) => {
    expect(secondsUntilResend(sentAt, T0 + elapsed)).toBe(expected);
  });

  it.each([
    [0, 5],
    [4_001, 1],
    [5_000, 0],
  ])('with a 5 s interval (browser tests), %s ms later → %s s', (elapsed, expected) => {
    expect(secondsUntilResend(T0, T0 + elapsed, 5)).toBe(expected);
  });
});

describe('decideCodeAttempt (10 min, 5 tries, single use)', () => {
  const live = { attempts: 0, expiresAtMs: T0 + 10 * MIN, consumed: false };
  it('accepts the right code while live', () => {
    expect(decideCodeAttempt({ code: live, matches: true, nowMs: T0 })).toEqual({
      kind: 'accepted',
    });
  });
  it('no code, a used code or an expired code is expired', () => {
    expect(decideCodeAttempt({ code: null, matches: true, nowMs: T0 }).kind).toBe('expired');
    expect(
      decideCodeAttempt({ code: { ...live, consumed: true }, matches: true, nowMs: T0 }).kind,
    ).toBe('expired');
    expect(decideCodeAttempt({ code: live, matches: true, nowMs: T0 + 10 * MIN }).kind).toBe(
      'expired',
    );
    expect(decideCodeAttempt({ code: live, matches: true, nowMs: T0 + 10 * MIN - 1 }).kind).toBe(
      'accepted',
    );
  });
  it('counts wrong tries; the fifth exhausts the code', () => {
    expect(decideCodeAttempt({ code: live, matches: false, nowMs: T0 })).toEqual({
      kind: 'wrong',
      attempts: 1,
      exhausted: false,
    });
    expect(
      decideCodeAttempt({ code: { ...live, attempts: 4 }, matches: false, nowMs: T0 }),
    ).toEqual({ kind: 'wrong', attempts: 5, exhausted: true });
  });
  it('after five wrong tries even the right code is refused', () => {
    expect(
      decideCodeAttempt({ code: { ...live, attempts: CODE_MAX_TRIES }, matches: true, nowMs: T0 }),
    ).toEqual({ kind: 'too_many_tries' });
  });
});

describe('decidePasswordAttempt (5 wrong → 15 min lock)', () => {
  const fresh = { failedAttempts: 0, lockedUntilMs: null };
  it('a right password resets the count', () => {
    expect(
      decidePasswordAttempt(
        { failedAttempts: 3, lockedUntilMs: null },
        { matches: true, nowMs: T0 },
      ),
    ).toEqual({ kind: 'accepted', next: fresh });
  });
  it('wrong passwords count down to the lock', () => {
    expect(decidePasswordAttempt(fresh, { matches: false, nowMs: T0 })).toEqual({
      kind: 'rejected',
      next: { failedAttempts: 1, lockedUntilMs: null },
      attemptsLeft: 4,
    });
    expect(
      decidePasswordAttempt(
        { failedAttempts: 4, lockedUntilMs: null },
        { matches: false, nowMs: T0 },
      ),
    ).toEqual({
      kind: 'locked_now',
      next: { failedAttempts: 0, lockedUntilMs: T0 + 15 * MIN },
      lockedUntilMs: T0 + 15 * MIN,
    });
  });
  it('while locked even the right password is refused', () => {
    const locked = { failedAttempts: 0, lockedUntilMs: T0 + 15 * MIN };
    expect(decidePasswordAttempt(locked, { matches: true, nowMs: T0 + 15 * MIN - 1 })).toEqual({
      kind: 'locked',
      lockedUntilMs: T0 + 15 * MIN,
    });
  });
  it('an expired lock starts a fresh count', () => {
    const expired = { failedAttempts: 4, lockedUntilMs: T0 };
    expect(decidePasswordAttempt(expired, { matches: false, nowMs: T0 })).toMatchObject({
      kind: 'rejected',
      attemptsLeft: 4,
    });
    expect(decidePasswordAttempt(expired, { matches: true, nowMs: T0 })).toEqual({
      kind: 'accepted',
      next: fresh,
    });
  });
  it.each([
    [15 * MIN, 15],
    [14 * MIN + 1, 15],
    [14 * MIN, 14],
    [1, 1],
    [0, 1],
  ])('%s ms left → %s min', (left, minutes) => {
    expect(lockMinutesLeft(T0 + left, T0)).toBe(minutes);
  });
});

describe('masking accounts for display', () => {
  it.each([
    ['demo@waihui.local', 'de***@waihui.local'],
    ['ab@x.io', 'a***@x.io'],
    ['a@x.io', 'a***@x.io'],
    ['no-at-sign', '***'],
  ])('maskEmail(%s) → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
  it.each([
    ['+8613812345678', '+861****5678'],
    ['+4915112345678', '+491****5678'],
    ['+12025550123', '+120****0123'],
    ['+3524621', '+35****21'],
    ['+123', '+1****'],
  ])('maskPhone(%s) → %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
  it('maskAccount picks by shape', () => {
    expect(maskAccount('demo@waihui.local')).toBe('de***@waihui.local');
    expect(maskAccount('+8613812345678')).toBe('+861****5678');
  });
});
