import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A server secret kept in `dataDir/name`: 32 random bytes as 64 hex digits, written once with mode
 * 0600 (`wx`, so two processes starting together cannot both write it) and read on every start.
 * For secrets whose configured value is optional (OPERATOR_TOTP_KEY, DEVICE_TOKEN_SECRET).
 */
export function readOrCreateKeyFile(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process made it between the check and the write: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}
