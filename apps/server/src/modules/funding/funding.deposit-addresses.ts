import { randomBytes } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { HDKey } from '@scure/bip32';
import { evmAddressFromPublicKey, tronAddressFromPublicKey } from '@waihui/core';

/*
 * Deposit addresses (product.md §11.1): each user's own ERC-20 and TRC-20 address, derived from the
 * operator's account-level extended public keys (BIP44 m/44'/60'/0' and m/44'/195'/0') as the
 * external chain's child 0/<uid>, so the same user gets the same address after any restart and the
 * operator's wallet (which holds the private keys) sees the deposits. The server never holds a
 * private key.
 */

export interface DepositKeys {
  erc20: string;
  trc20: string;
}

/** The uncompressed public key of child 0/index of an account-level xpub. */
function childPublicKey(xpub: string, index: number): Uint8Array {
  if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31) {
    throw new Error(`deposit address index must be a non-hardened child number, got ${index}`);
  }
  const child = HDKey.fromExtendedKey(xpub).deriveChild(0).deriveChild(index);
  if (!child.publicKey) throw new Error('derived key has no public key');
  return secp256k1.Point.fromBytes(child.publicKey).toBytes(false);
}

export function erc20DepositAddress(xpub: string, index: number): string {
  return evmAddressFromPublicKey(childPublicKey(xpub, index));
}

export function trc20DepositAddress(xpub: string, index: number): string {
  return tronAddressFromPublicKey(childPublicKey(xpub, index));
}

/** Refuses a key that is not a public extended key (an xprv must never be configured). */
export function assertPublicExtendedKey(xpub: string): void {
  const key = HDKey.fromExtendedKey(xpub);
  if (key.privateKey !== null) throw new Error('deposit key must be an xpub, not a private key');
}

/**
 * Demo mode only: a throwaway pair of account keys from a random seed that is dropped at once (the
 * private keys are never stored, so money sent to these addresses cannot be moved: demo only).
 */
export function throwawayDepositKeys(): DepositKeys {
  const root = HDKey.fromMasterSeed(randomBytes(32));
  return {
    erc20: root.derive("m/44'/60'/0'").publicExtendedKey,
    trc20: root.derive("m/44'/195'/0'").publicExtendedKey,
  };
}
