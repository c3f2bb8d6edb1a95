import { describe, expect, it } from 'vitest';
import type { Result } from '../result';
import {
  ageInYears,
  decideReview,
  decideSubmission,
  downscaledSize,
  maskIdNumber,
  normaliseIdNumber,
  parseCalendarDate,
  validateBirthDate,
  validateIdNumber,
  validateRealName,
  validateVerificationForm,
} from '../index';

/** The reason a single-field check refuses, or null when it passes. */
function codeOf(result: Result<unknown>): string | null {
  return result.ok ? null : result.issues[0].code;
}

describe('validateBirthDate (age ≥ 18 on the given day)', () => {
  it.each([
    ['2008-11-23', '2026-11-23', null, '18 today'],
    ['2008-11-24', '2026-11-23', 'UNDER_MIN_AGE', '18 tomorrow'],
    ['1990-01-01', '2026-11-23', null, 'adult'],
    ['2026-11-24', '2026-11-23', 'BIRTH_DATE_INVALID', 'born tomorrow'],
    ['1899-12-31', '2026-11-23', 'BIRTH_DATE_INVALID', 'before 1900'],
    ['2001-02-29', '2026-11-23', 'BIRTH_DATE_INVALID', 'no 29 February in 2001'],
    ['1990-1-1', '2026-11-23', 'BIRTH_DATE_INVALID', 'not ISO'],
    ['2008-02-29', '2026-02-28', 'UNDER_MIN_AGE', 'leap-day birthday not yet reached'],
    ['2008-02-29', '2026-03-01', null, 'leap-day birthday on 1 March'],
  ])('%s on %s → %s (%s)', (birth, today, expected, _why) => {
    expect(codeOf(validateBirthDate(birth, today))).toBe(expected);
  });

  it('answers the date, or the age its message names', () => {
    expect(validateBirthDate('2008-02-29', '2026-03-01')).toEqual({
      ok: true,
      value: { year: 2008, month: 2, day: 29 },
    });
    expect(validateBirthDate('2008-11-24', '2026-11-23')).toEqual({
      ok: false,
      issues: [{ code: 'UNDER_MIN_AGE', details: { min_age: '18' } }],
    });
  });

  it('counts whole years', () => {
    const birth = parseCalendarDate('2000-06-15');
    const today = parseCalendarDate('2026-06-14');
    expect(birth && today && ageInYears(birth, today)).toBe(25);
  });
});

describe('validateIdNumber', () => {
  it.each([
    ['passport', ' ab 123 4567 ', null],
    ['passport', 'AB12345678', 'ID_NUMBER_INVALID'],
    ['passport', 'AB-12345', 'ID_NUMBER_INVALID'],
    ['passport', '   ', 'ID_NUMBER_REQUIRED'],
    ['id_card', '110101-19900307-1234', null],
    ['id_card', '110101-19900307-12345', 'ID_NUMBER_INVALID'],
    ['id_card', '11010119900307123X', null],
    ['drivers_license', 'D1234', null],
    ['drivers_license', 'D12', 'ID_NUMBER_INVALID'],
    ['health_insurance_card', '1234<5678', 'ID_NUMBER_INVALID'],
  ] as const)('%s %j → %s', (type, number, expected) => {
    expect(codeOf(validateIdNumber(type, number))).toBe(expected);
  });

  it('normalises by trimming, dropping spaces and upper-casing', () => {
    expect(normaliseIdNumber(' ab 123\t4567 ')).toBe('AB1234567');
    expect(validateIdNumber('passport', ' ab 123 4567 ')).toEqual({ ok: true, value: 'AB1234567' });
  });
});

describe('maskIdNumber', () => {
  it.each([
    ['AB1234567', 'AB*****67'],
    ['11010119900307123X', '11**************3X'],
    ['D12345', 'D****5'],
    ['AB', '**'],
  ])('%s → %s', (number, masked) => {
    expect(maskIdNumber(number)).toBe(masked);
  });
});

describe('validateRealName', () => {
  it.each([
    ['  Hanako   Yamada ', null],
    ['山田 花子', null],
    ['', 'REAL_NAME_REQUIRED'],
    ['Agent 007', 'REAL_NAME_INVALID'],
    ['a'.repeat(101), 'REAL_NAME_INVALID'],
    ['a'.repeat(100), null],
  ])('%j → %s', (name, expected) => {
    expect(codeOf(validateRealName(name))).toBe(expected);
  });

  it('answers the normalised name, or the limit its message names', () => {
    expect(validateRealName('  Hanako   Yamada ')).toEqual({ ok: true, value: 'Hanako Yamada' });
    expect(validateRealName('Agent 007')).toEqual({
      ok: false,
      issues: [{ code: 'REAL_NAME_INVALID', details: { max: '100' } }],
    });
  });
});

describe('status transitions', () => {
  it('lets an unverified or rejected user submit, not a pending or verified one', () => {
    expect(decideSubmission('unverified')).toEqual({ ok: true, value: 'pending' });
    expect(decideSubmission('rejected')).toEqual({ ok: true, value: 'pending' });
    expect(decideSubmission('pending')).toEqual({
      ok: false,
      issues: [{ code: 'VERIFICATION_PENDING' }],
    });
    expect(decideSubmission('verified')).toEqual({
      ok: false,
      issues: [{ code: 'VERIFICATION_ALREADY_APPROVED' }],
    });
  });

  it('decides only a pending submission; a rejection carries its trimmed reason', () => {
    expect(decideReview('pending', { kind: 'approve' })).toEqual({
      ok: true,
      value: { status: 'verified', rejectionReason: null },
    });
    expect(decideReview('pending', { kind: 'reject', reason: '  Photo blurred ' })).toEqual({
      ok: true,
      value: { status: 'rejected', rejectionReason: 'Photo blurred' },
    });
    expect(decideReview('pending', { kind: 'reject', reason: ' ' })).toEqual({
      ok: false,
      issues: [{ code: 'REJECTION_REASON_REQUIRED' }],
    });
    expect(decideReview('pending', { kind: 'reject', reason: 'x'.repeat(201) })).toEqual({
      ok: false,
      issues: [{ code: 'REJECTION_REASON_TOO_LONG', details: { max: '200' } }],
    });
    expect(decideReview('verified', { kind: 'approve' })).toEqual({
      ok: false,
      issues: [{ code: 'VERIFICATION_NOT_PENDING' }],
    });
    expect(decideReview('rejected', { kind: 'reject', reason: 'again' })).toEqual({
      ok: false,
      issues: [{ code: 'VERIFICATION_NOT_PENDING' }],
    });
  });
});

describe('validateVerificationForm', () => {
  const valid = {
    name: 'Hanako Yamada',
    gender: 'female',
    birthDate: '1990-04-01',
    idType: 'passport',
    idNumber: 'TK1234567',
    frontPhotoId: 'a',
    backPhotoId: 'b',
  };

  it('accepts a complete form', () => {
    expect(validateVerificationForm(valid, '2026-11-23')).toEqual({ ok: true, value: valid });
  });

  it('lists every issue in form order', () => {
    expect(
      validateVerificationForm(
        {
          ...valid,
          name: '',
          gender: '',
          birthDate: '2010-01-01',
          idType: 'visa',
          backPhotoId: '',
        },
        '2026-11-23',
      ),
    ).toEqual({
      ok: false,
      issues: [
        { code: 'REAL_NAME_REQUIRED', field: 'name' },
        { code: 'GENDER_REQUIRED', field: 'gender' },
        { code: 'UNDER_MIN_AGE', field: 'birthDate', details: { min_age: '18' } },
        { code: 'ID_TYPE_REQUIRED', field: 'idType' },
        { code: 'PHOTOS_REQUIRED', field: 'backPhotoId' },
      ],
    });
  });
});

describe('downscaledSize (long side ≤ 1,600 px)', () => {
  it.each([
    [4000, 3000, 1600, 1200],
    [3000, 4000, 1200, 1600],
    [1600, 900, 1600, 900],
    [800, 600, 800, 600],
    [10000, 3, 1600, 1],
  ])('%i×%i → %i×%i', (width, height, w, h) => {
    expect(downscaledSize(width, height)).toEqual({ width: w, height: h });
  });
});
