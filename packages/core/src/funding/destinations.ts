import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';
import { countrySpecs, electronicFormatIBAN, isValidIBAN } from 'ibantools';

/*
 * Withdrawal destinations and deposit addresses: EVM (ERC-20) addresses with their EIP-55
 * checksum, Tron (TRC-20) addresses in base58check, and IBANs where the bank's country uses them.
 */

const base58check = createBase58check(sha256);
const TRON_PREFIX = 0x41;
const EVM_HEX = /^0x[0-9a-fA-F]{40}$/;

/** EIP-55: a hex letter is upper-case when the matching nibble of keccak256(lower-case hex) is ≥ 8. */
export function toEvmChecksumAddress(address: string): string {
  if (!EVM_HEX.test(address)) throw new Error('not a 20-byte hex address');
  const lower = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < 40; i += 1) {
    out += Number.parseInt(hash[i] ?? '0', 16) >= 8 ? lower[i]!.toUpperCase() : lower[i];
  }
  return out;
}

/**
 * An EVM address as entered, checksummed (EIP-55), or null. A mixed-case address must carry a
 * correct checksum (a typo is caught); an all-lower or all-upper one has none to check, as in every
 * wallet, and is accepted in its checksummed form.
 */
export function normaliseEvmAddress(input: string): string | null {
  const text = input.trim();
  if (!EVM_HEX.test(text)) return null;
  const body = text.slice(2);
  const checksummed = toEvmChecksumAddress(text);
  const singleCase = body === body.toLowerCase() || body === body.toUpperCase();
  if (!singleCase && checksummed !== text) return null;
  return checksummed;
}

/** A Tron address (base58check of 0x41 + 20 bytes, starts with T), trimmed, or null. */
export function normaliseTronAddress(input: string): string | null {
  const text = input.trim();
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text)) return null;
  try {
    const bytes = base58check.decode(text);
    return bytes.length === 21 && bytes[0] === TRON_PREFIX ? text : null;
  } catch {
    return null;
  }
}

/**
 * The account's address from an uncompressed secp256k1 public key (65 bytes, 0x04 ‖ X ‖ Y): the last
 * 20 bytes of keccak256(X ‖ Y), checksummed for EVM, or 0x41-prefixed in base58check for Tron.
 */
export function evmAddressFromPublicKey(uncompressed: Uint8Array): string {
  return toEvmChecksumAddress(`0x${bytesToHex(accountBytes(uncompressed))}`);
}

export function tronAddressFromPublicKey(uncompressed: Uint8Array): string {
  const payload = new Uint8Array(21);
  payload[0] = TRON_PREFIX;
  payload.set(accountBytes(uncompressed), 1);
  return base58check.encode(payload);
}

function accountBytes(uncompressed: Uint8Array): Uint8Array {
  if (uncompressed.length !== 65 || uncompressed[0] !== 0x04) {
    throw new Error('expected an uncompressed secp256k1 public key (65 bytes, 0x04 first)');
  }
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}

/** True when banks of the country (ISO alpha-2) use IBANs (it is in the IBAN registry). */
export function countryUsesIban(country: string): boolean {
  const spec = (countrySpecs as Record<string, { IBANRegistry?: boolean } | undefined>)[
    country.toUpperCase()
  ];
  return spec?.IBANRegistry === true;
}

/** An IBAN as entered (spaces and case ignored) in electronic form, or null when invalid. */
export function normaliseIban(input: string): string | null {
  const electronic = electronicFormatIBAN(input.trim());
  return electronic !== null && isValidIBAN(electronic) ? electronic : null;
}
