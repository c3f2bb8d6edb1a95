import { hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import {
  countryUsesIban,
  evmAddressFromPublicKey,
  normaliseEvmAddress,
  normaliseIban,
  normaliseTronAddress,
  toEvmChecksumAddress,
  tronAddressFromPublicKey,
} from './destinations';
import {
  maskCardNumber,
  normaliseWalletAddress,
  shortenAddress,
  validateBankCard,
} from './bank-card';

// The public key of private key 1 (the curve's generator G), uncompressed.
const G = hexToBytes(
  '0479be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798' +
    '483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8',
);

describe('EVM addresses (EIP-55)', () => {
  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ])('accepts the EIP-55 example %s and its lower-case form', (address) => {
    expect(normaliseEvmAddress(address)).toBe(address);
    expect(normaliseEvmAddress(` ${address.toLowerCase()} `)).toBe(address);
  });

  it('refuses a wrong checksum, a short address and no 0x', () => {
    expect(normaliseEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBeNull();
    expect(normaliseEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA')).toBeNull();
    expect(normaliseEvmAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBeNull();
  });

  it('derives the address of a public key (private key 1)', () => {
    expect(evmAddressFromPublicKey(G)).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf');
  });
});

describe('Tron addresses (base58check)', () => {
  it('accepts the USDT contract address and refuses a changed character', () => {
    expect(normaliseTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    );
    expect(normaliseTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBeNull();
    expect(normaliseTronAddress('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf')).toBeNull();
  });

  it('derives a valid address from a public key (private key 1)', () => {
    const address = tronAddressFromPublicKey(G);
    expect(address).toBe('TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC');
    expect(normaliseTronAddress(address)).toBe(address);
  });
});

/** A German account, typed loosely. */
const card = {
  country: 'de',
  currency: 'eur',
  holderName: '  Erika Mustermann ',
  cardNumber: 'DE89 3704 0044 0532 0130 00',
  bankName: 'Commerzbank',
  branchName: '',
  branchNumber: '',
};

describe('IBAN and bank cards', () => {
  it('knows which countries use IBANs and checks their checksum', () => {
    expect(countryUsesIban('DE')).toBe(true);
    expect(countryUsesIban('JP')).toBe(false);
    expect(normaliseIban('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(normaliseIban('DE89370400440532013001')).toBeNull();
  });

  it('trims, upper-cases codes and stores the IBAN electronically', () => {
    expect(validateBankCard(card)).toEqual({
      ok: true,
      value: {
        ...card,
        country: 'DE',
        currency: 'EUR',
        holderName: 'Erika Mustermann',
        cardNumber: 'DE89370400440532013000',
      },
    });
  });

  it('names each bad field', () => {
    const result = validateBankCard({
      ...card,
      cardNumber: 'DE00 1234',
      holderName: ' ',
      bankName: 'x'.repeat(101),
    });
    expect(result).toEqual({
      ok: false,
      issues: [
        { field: 'holderName', code: 'FIELD_REQUIRED' },
        { field: 'bankName', code: 'FIELD_TOO_LONG', details: { max: '100' } },
        { field: 'cardNumber', code: 'IBAN_INVALID' },
      ],
    });
  });

  it('takes 4–34 digits where no IBAN is used, and masks all but the last four', () => {
    const hk = { ...card, country: 'HK', currency: 'HKD', cardNumber: '123-456 789' };
    expect(validateBankCard(hk)).toMatchObject({ ok: true, value: { cardNumber: '123456789' } });
    expect(validateBankCard({ ...hk, cardNumber: '12a' })).toMatchObject({
      ok: false,
      issues: [{ field: 'cardNumber', code: 'CARD_NUMBER_INVALID' }],
    });
    expect(maskCardNumber('123456789')).toBe('•••• 6789');
  });
});

describe('EVM and Tron edges', () => {
  const EIP55 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
  const USDT_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

  it.each([
    ['an all-upper-case EVM address is checksummed', `0x${EIP55.slice(2).toUpperCase()}`, EIP55],
    ['a Tron address typed with spaces is trimmed', ` ${USDT_TRON} `, USDT_TRON],
    // Valid base58check, starts with T, 21 bytes, but the version byte is 0x42, not Tron's 0x41.
    [
      'a base58check address of another version is refused',
      'TZJozAg1ruapycCicgz31GxvYJ1G1qELV7',
      null,
    ],
  ])('%s', (_case, input, expected) => {
    const normalised = input.startsWith('0x')
      ? normaliseEvmAddress(input)
      : normaliseTronAddress(input);
    expect(normalised).toBe(expected);
  });

  it('checksums only a 20-byte hex address', () => {
    expect(() => toEvmChecksumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA')).toThrow(
      'not a 20-byte hex address',
    );
  });

  it.each([
    ['64 bytes', G.subarray(1)],
    ['a compressed prefix 0x02', Uint8Array.from([0x02, ...G.subarray(1)])],
  ])('derives no address from %s', (_case, key) => {
    const message = 'expected an uncompressed secp256k1 public key (65 bytes, 0x04 first)';
    expect(() => evmAddressFromPublicKey(key)).toThrow(message);
    expect(() => tronAddressFromPublicKey(key)).toThrow(message);
  });

  it.each([
    ['erc20', EIP55.toLowerCase(), EIP55],
    ['trc20', USDT_TRON, USDT_TRON],
    ['erc20', USDT_TRON, null],
    ['trc20', EIP55, null],
  ] as const)('a %s wallet %s is stored as %s', (chain, address, expected) => {
    expect(normaliseWalletAddress(chain, address)).toBe(expected);
  });

  it.each([
    ['0x12345678', '0x12345678'],
    ['0x1234567890', '0x1234567890'],
    ['0x1234567890a', '0x1234…890a'],
    [USDT_TRON, 'TR7NHq…Lj6t'],
  ])('shortens %s to %s (first 6, last 4, above 12 characters)', (address, short) => {
    expect(shortenAddress(address)).toBe(short);
  });

  it('knows no IBAN country it has never heard of', () => {
    expect(countryUsesIban('XX')).toBe(false);
    expect(normaliseIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
  });
});

describe('validateBankCard: one issue per field, in field order', () => {
  const hk = { ...card, country: 'HK', currency: 'HKD', cardNumber: '123456789' };

  it.each([
    [
      'a 3-letter country is too long, not also malformed',
      { country: 'HKG' },
      [['country', 'FIELD_TOO_LONG', '2']],
    ],
    [
      'a country with a digit is malformed',
      { country: 'H1' },
      [['country', 'INVALID_COUNTRY', undefined]],
    ],
    [
      'a 4-letter currency is too long, not also malformed',
      { currency: 'HKDX' },
      [['currency', 'FIELD_TOO_LONG', '3']],
    ],
    [
      'a currency with a digit is malformed',
      { currency: 'HK1' },
      [['currency', 'CURRENCY_INVALID', undefined]],
    ],
    [
      'an empty number is required, not also malformed',
      { cardNumber: ' ' },
      [['cardNumber', 'FIELD_REQUIRED', undefined]],
    ],
    [
      '35 digits are too long, not also malformed',
      { cardNumber: '1'.repeat(35) },
      [['cardNumber', 'FIELD_TOO_LONG', '34']],
    ],
    [
      'a letter before the digits is refused',
      { cardNumber: 'a1234' },
      [['cardNumber', 'CARD_NUMBER_INVALID', undefined]],
    ],
    [
      'a letter after the digits is refused',
      { cardNumber: '1234a' },
      [['cardNumber', 'CARD_NUMBER_INVALID', undefined]],
    ],
    [
      'three digits are too few',
      { cardNumber: '123' },
      [['cardNumber', 'CARD_NUMBER_INVALID', undefined]],
    ],
  ])('%s', (_case, change, expected) => {
    const result = validateBankCard({ ...hk, ...change });
    expect(
      result.ok ? [] : result.issues.map((issue) => [issue.field, issue.code, issue.details?.max]),
    ).toEqual(expected);
  });
});
