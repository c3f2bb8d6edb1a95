import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Login and fund passwords are hashed with argon2id (the library's default algorithm) at its default
 * cost: 19 MiB, 2 passes, 1 lane — OWASP's recommended minimum. The PHC string carries the
 * parameters, so raising them later keeps old hashes verifiable.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password and for a malformed stored hash (never throws on user input). */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the account does not exist, so response times do not
 * tell which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
