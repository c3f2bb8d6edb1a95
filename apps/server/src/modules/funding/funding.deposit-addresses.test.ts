import { pbkdf2Sync } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { HDKey } from '@scure/bip32';
import { evmAddressFromPublicKey } from '@waihui/core';
import { describe, expect, it } from 'vitest';
import {
  assertPublicExtendedKey,
  erc20DepositAddress,
  throwawayDepositKeys,
  trc20DepositAddress,
} from './funding.deposit-addresses';

/*
 * Published vectors: BIP39's "abandon … about" mnemonic (empty passphrase) gives
 * 0x9858EfFD232B4033E47d90003D41EC34EcaEda94 at m/44'/60'/0'/0/0 and
 * TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH at m/44'/195'/0'/0/0 (Ian Coleman's BIP39 tool, MetaMask,
 * TronLink). The seed is BIP39's PBKDF2 (2048 × HMAC-SHA512, salt "mnemonic"); the test derives the
 * account xpubs from it as the operator's wallet would, and the server only ever sees the xpubs.
 */
const MNEMONIC = Array(11).fill('abandon').concat('about').join(' ');
const seed = pbkdf2Sync(MNEMONIC, 'mnemonic', 2048, 64, 'sha512');
const root = HDKey.fromMasterSeed(seed);
const ethXpub = root.derive("m/44'/60'/0'").publicExtendedKey;
const tronXpub = root.derive("m/44'/195'/0'").publicExtendedKey;

describe('deposit addresses from an xpub', () => {
  it('matches the published BIP39/BIP44 vectors at index 0', () => {
    expect(seed.toString('hex').slice(0, 16)).toBe('5eb00bbddcf06908');
    expect(erc20DepositAddress(ethXpub, 0)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    expect(trc20DepositAddress(tronXpub, 0)).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
  });

  it('matches the published TRC-20 vectors at indexes 1 and 2', () => {
    expect(trc20DepositAddress(tronXpub, 1)).toBe('TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK');
    expect(trc20DepositAddress(tronXpub, 2)).toBe('TYJPRrdB5APNeRs4R7fYZSwW3TcrTKw2gx');
  });

  it('equals the address of the private derivation (the operator’s wallet finds the money)', () => {
    const child = root.derive("m/44'/60'/0'/0/100001");
    expect(child.privateKey).not.toBeNull();
    const fromPrivate = evmAddressFromPublicKey(
      secp256k1.Point.fromBytes(child.publicKey!).toBytes(false),
    );
    expect(erc20DepositAddress(ethXpub, 100001)).toBe(fromPrivate);
    expect(erc20DepositAddress(ethXpub, 100002)).not.toBe(fromPrivate);
  });

  it('refuses a private extended key and an index out of the non-hardened range', () => {
    expect(() => assertPublicExtendedKey(root.derive("m/44'/60'/0'").privateExtendedKey)).toThrow(
      'not a private key',
    );
    expect(() => assertPublicExtendedKey(ethXpub)).not.toThrow();
    expect(() => erc20DepositAddress(ethXpub, 2 ** 31)).toThrow('non-hardened');
  });

  it('makes throwaway keys that are public only', () => {
    const keys = throwawayDepositKeys();
    expect(keys.erc20.startsWith('xpub')).toBe(true);
    expect(() => assertPublicExtendedKey(keys.trc20)).not.toThrow();
  });
});
