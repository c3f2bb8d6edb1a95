import { describe, expect, it } from 'vitest';
import {
  LOGIN_CAPTCHA_AFTER_FAILURES,
  countLoginFailure,
  loginNeedsCaptcha,
  type LoginFailures,
} from './login-captcha';

const HOUR = 3_600_000;
const t0 = Date.UTC(2026, 10, 22, 10);

describe('login captcha after wrong passwords (5, forgotten after 24 h)', () => {
  it('asks for no captcha without failures', () => {
    expect(loginNeedsCaptcha(null, t0)).toBe(false);
  });

  it('asks for the captcha from the fifth wrong password in a row', () => {
    let record: LoginFailures | null = null;
    for (let i = 1; i < LOGIN_CAPTCHA_AFTER_FAILURES; i++) {
      record = countLoginFailure(record, t0 + i);
      expect(loginNeedsCaptcha(record, t0 + i)).toBe(false);
    }
    record = countLoginFailure(record, t0 + 10);
    expect(record).toEqual({ failures: 5, lastFailedAtMs: t0 + 10 });
    expect(loginNeedsCaptcha(record, t0 + 11)).toBe(true);
  });

  it('forgets the count 24 hours after the last wrong password', () => {
    const record = { failures: 7, lastFailedAtMs: t0 };
    expect(loginNeedsCaptcha(record, t0 + 24 * HOUR - 1)).toBe(true);
    expect(loginNeedsCaptcha(record, t0 + 24 * HOUR)).toBe(false);
    expect(countLoginFailure(record, t0 + 24 * HOUR)).toEqual({
      failures: 1,
      lastFailedAtMs: t0 + 24 * HOUR,
    });
    expect(countLoginFailure(record, t0 + HOUR)).toEqual({
      failures: 8,
      lastFailedAtMs: t0 + HOUR,
    });
  });
});
