import { type Issue, type Result, resultOf } from '../result';
import {
  countryUsesIban,
  normaliseEvmAddress,
  normaliseIban,
  normaliseTronAddress,
} from './destinations';

/** product.md §3.9 bank card fields as the user enters them (text; trimmed here). */
export interface BankCardInput {
  /** Country or region of the bank, ISO alpha-2. */
  country: string;
  /** Legal tender paid out, ISO 4217 (USD, EUR, JPY…). */
  currency: string;
  holderName: string;
  cardNumber: string;
  bankName: string;
  branchName: string;
  branchNumber: string;
}

export type BankCardField = keyof BankCardInput;
export type BankCardIssueCode =
  | 'FIELD_REQUIRED'
  | 'FIELD_TOO_LONG'
  | 'INVALID_COUNTRY'
  | 'CURRENCY_INVALID'
  | 'IBAN_INVALID'
  | 'CARD_NUMBER_INVALID';

/** Longest text each field keeps (characters after trimming). */
export const BANK_CARD_LIMITS: Readonly<Record<BankCardField, number>> = {
  country: 2,
  currency: 3,
  holderName: 100,
  cardNumber: 34,
  bankName: 100,
  branchName: 100,
  branchNumber: 20,
};

const OPTIONAL: readonly BankCardField[] = ['branchName', 'branchNumber'];

/**
 * Trims every field and checks it: required ones present, lengths bounded, the country and
 * currency well-formed; the account number is an IBAN where the country uses IBANs (checksum
 * checked, stored in electronic form), else 4–34 digits (spaces and dashes dropped).
 */
export function validateBankCard(
  input: BankCardInput,
): Result<BankCardInput, BankCardIssueCode, BankCardField> {
  const value = Object.fromEntries(
    Object.entries(input).map(([k, v]) => [k, String(v).trim()]),
  ) as unknown as BankCardInput;
  value.country = value.country.toUpperCase();
  value.currency = value.currency.toUpperCase();
  const issues: Issue<BankCardIssueCode, BankCardField>[] = [];
  for (const field of Object.keys(BANK_CARD_LIMITS) as BankCardField[]) {
    if (value[field] === '' && !OPTIONAL.includes(field)) {
      issues.push({ field, code: 'FIELD_REQUIRED' });
    } else if ([...value[field]].length > BANK_CARD_LIMITS[field]) {
      issues.push({
        field,
        code: 'FIELD_TOO_LONG',
        details: { max: String(BANK_CARD_LIMITS[field]) },
      });
    }
  }
  const flagged = new Set(issues.map((i) => i.field));
  if (!flagged.has('country') && !/^[A-Z]{2}$/.test(value.country)) {
    issues.push({ field: 'country', code: 'INVALID_COUNTRY' });
  }
  if (!flagged.has('currency') && !/^[A-Z]{3}$/.test(value.currency)) {
    issues.push({ field: 'currency', code: 'CURRENCY_INVALID' });
  }
  if (!flagged.has('cardNumber') && value.cardNumber !== '') {
    if (countryUsesIban(value.country)) {
      const iban = normaliseIban(value.cardNumber);
      if (iban === null) issues.push({ field: 'cardNumber', code: 'IBAN_INVALID' });
      else value.cardNumber = iban;
    } else {
      const digits = value.cardNumber.replace(/[\s-]/g, '');
      if (!/^\d{4,34}$/.test(digits))
        issues.push({ field: 'cardNumber', code: 'CARD_NUMBER_INVALID' });
      else value.cardNumber = digits;
    }
  }
  return resultOf(value, issues);
}

/** A card or account number for display: "•••• 1234" (last four kept). */
export function maskCardNumber(number: string): string {
  return `•••• ${number.slice(-4)}`;
}

/** Chains a wallet may be on, with the USDT token standard each carries. */
export const WALLET_CHAINS = ['erc20', 'trc20'] as const;
export type WalletChain = (typeof WALLET_CHAINS)[number];

/** A wallet address normalised for its chain (EIP-55 for ERC-20, base58check for TRC-20), or null. */
export function normaliseWalletAddress(chain: WalletChain, address: string): string | null {
  return chain === 'erc20' ? normaliseEvmAddress(address) : normaliseTronAddress(address);
}

/** "0x9858…Da94": a long address shortened for lists (first 6, last 4). */
export function shortenAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}
