import { describe, expect, it } from 'vitest';
import {
  type Result,
  validateBankCard,
  validateRegistrationForm,
  validateVerificationForm,
} from '@waihui/core';
import { REASON_FIELDS, reasonField } from './reason-fields';

/** Each issue of a failed form as [code, field]. */
function issuesOf(result: Result<unknown, string, string>): [string, string | undefined][] {
  return result.ok ? [] : result.issues.map((issue) => [issue.code, issue.field]);
}

const VERIFICATION = {
  name: 'Hanako Yamada',
  gender: 'female',
  birthDate: '1990-04-01',
  idType: 'passport',
  idNumber: 'TK1234567',
  frontPhotoId: 'a',
  backPhotoId: 'b',
};
const TODAY = '2026-11-23';
const CARD = {
  country: 'HK',
  currency: 'HKD',
  holderName: 'Chan Tai Man',
  cardNumber: '123456789',
  bankName: 'HSBC',
  branchName: '',
  branchNumber: '',
};

/** Core's form validators, made to fail with each code whose field is fixed. */
const FAILING_FORMS: [string, Result<unknown, string, string>][] = [
  [
    'registration: short password, mismatch, bad code, terms unchecked',
    validateRegistrationForm({
      password: 'a',
      confirmPassword: 'b',
      code: '12',
      termsAccepted: false,
    }),
  ],
  [
    'registration: a password of 129 characters',
    validateRegistrationForm({
      password: 'x'.repeat(129),
      confirmPassword: 'x'.repeat(129),
      code: '123456',
      termsAccepted: true,
    }),
  ],
  [
    'verification: no name, gender, type or photos; born too late',
    validateVerificationForm(
      {
        ...VERIFICATION,
        name: '',
        gender: '',
        birthDate: '2010-01-01',
        idType: '',
        frontPhotoId: '',
      },
      TODAY,
    ),
  ],
  [
    'verification: a digit in the name, a date that does not exist, no number',
    validateVerificationForm(
      { ...VERIFICATION, name: 'R2D2', birthDate: '2001-02-29', idNumber: '' },
      TODAY,
    ),
  ],
  [
    'verification: a passport number of 10 characters',
    validateVerificationForm({ ...VERIFICATION, idNumber: 'AB12345678' }, TODAY),
  ],
  [
    'bank card: an unknown country and currency shape, letters in the number',
    validateBankCard({ ...CARD, country: 'H1', currency: 'HK', cardNumber: '12a' }),
  ],
  ['bank card: a bad IBAN', validateBankCard({ ...CARD, country: 'DE', cardNumber: 'DE00 1234' })],
];

describe('REASON_FIELDS: one map from a reason to its form field', () => {
  it.each(FAILING_FORMS)('%s: each issue is on the field the map names', (_form, result) => {
    const issues = issuesOf(result);
    expect(issues.length).toBeGreaterThan(0);
    for (const [code, field] of issues) expect([code, reasonField(code)]).toEqual([code, field]);
  });

  it('covers every code those forms can find', () => {
    const found = new Set(FAILING_FORMS.flatMap(([, result]) => issuesOf(result)).map(([c]) => c));
    expect([...found].sort()).toEqual([
      'BIRTH_DATE_INVALID',
      'CARD_NUMBER_INVALID',
      'CODE_FORMAT',
      'CURRENCY_INVALID',
      'GENDER_REQUIRED',
      'IBAN_INVALID',
      'ID_NUMBER_INVALID',
      'ID_NUMBER_REQUIRED',
      'ID_TYPE_REQUIRED',
      'INVALID_COUNTRY',
      'PASSWORDS_DO_NOT_MATCH',
      'PASSWORD_TOO_LONG',
      'PASSWORD_TOO_SHORT',
      'PHOTOS_REQUIRED',
      'REAL_NAME_INVALID',
      'REAL_NAME_REQUIRED',
      'TERMS_NOT_CHECKED',
      'UNDER_MIN_AGE',
    ]);
  });

  it.each([
    ['CODE_EXPIRED', 'code'],
    ['WRONG_CREDENTIALS', 'password'],
    ['OLD_PASSWORD_WRONG', 'oldPassword'],
    ['FUND_PASSWORD_WRONG', 'fundPassword'],
    ['PRICE_INVALID', 'limitPrice'],
    ['DELIVERY_STAKE_BELOW_MINIMUM', 'stake'],
    ['TOTP_WRONG', 'code'],
    ['INSUFFICIENT_BALANCE', undefined],
    ['toString', undefined],
  ])('%s is about %s', (reason, field) => {
    expect(reasonField(reason)).toBe(field);
  });

  it('names a field for a code about no one field nowhere (bank card checks name their own)', () => {
    expect(Object.keys(REASON_FIELDS)).not.toContain('FIELD_REQUIRED');
    expect(Object.keys(REASON_FIELDS)).not.toContain('FIELD_TOO_LONG');
  });
});
