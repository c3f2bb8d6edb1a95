import { describe, expect, it } from 'vitest';
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
    expect(validateBirthDate(birth, today)).toBe(expected);
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
    expect(validateIdNumber(type, number)).toBe(expected);
  });

  it('normalises by trimming, dropping spaces and upper-casing', () => {
    expect(normaliseIdNumber(' ab 123\t4567 ')).toBe('AB1234567');
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
    expect(validateRealName(name)).toBe(expected);
  });
});

describe('status transitions', () => {
  it('lets an unverified or rejected user submit, not a pending or verified one', () => {
    expect(decideSubmission('unverified')).toBeNull();
    expect(decideSubmission('rejected')).toBeNull();
    expect(decideSubmission('pending')).toBe('VERIFICATION_PENDING');
    expect(decideSubmission('verified')).toBe('VERIFICATION_ALREADY_APPROVED');
  });

  it('decides only a pending submission; a rejection carries its trimmed reason', () => {
    expect(decideReview('pending', { kind: 'approve' })).toEqual({
      ok: true,
      status: 'verified',
      rejectionReason: null,
    });
    expect(decideReview('pending', { kind: 'reject', reason: '  Photo blurred ' })).toEqual({
      ok: true,
      status: 'rejected',
      rejectionReason: 'Photo blurred',
    });
    expect(decideReview('pending', { kind: 'reject', reason: ' ' })).toEqual({
      ok: false,
      issue: 'REJECTION_REASON_REQUIRED',
    });
    expect(decideReview('pending', { kind: 'reject', reason: 'x'.repeat(201) })).toEqual({
      ok: false,
      issue: 'REJECTION_REASON_TOO_LONG',
    });
    expect(decideReview('verified', { kind: 'approve' })).toEqual({
      ok: false,
      issue: 'VERIFICATION_NOT_PENDING',
    });
    expect(decideReview('rejected', { kind: 'reject', reason: 'again' })).toEqual({
      ok: false,
      issue: 'VERIFICATION_NOT_PENDING',
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
    expect(validateVerificationForm(valid, '2026-11-23')).toEqual([]);
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
    ).toEqual([
      'REAL_NAME_REQUIRED',
      'GENDER_REQUIRED',
      'UNDER_MIN_AGE',
      'ID_TYPE_REQUIRED',
      'PHOTOS_REQUIRED',
    ]);
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
