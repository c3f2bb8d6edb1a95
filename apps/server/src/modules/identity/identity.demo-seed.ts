import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { hashPassword } from './identity.password-hashing';
import { newInviteCode } from './identity.random-codes';
import { findUserByAccount, insertUser, updateUser } from './identity.users.repository';

export const DEMO_USER_EMAIL = 'demo@waihui.local';
export const DEMO_OPERATOR_EMAIL = 'operator@waihui.local';
export const DEMO_CREDENTIALS_FILE = 'demo-credentials.json';

/** What a demo account is for, printed beside it; the operator's back-office roles are `operator_roles` rows. */
type DemoAccountRole = 'user' | 'operator';

export interface DemoAccount {
  email: string;
  password: string;
  role: DemoAccountRole;
}

export interface DemoSeedResult {
  accounts: DemoAccount[];
  /** Id of the demo customer (demo@waihui.local), for crediting its demo money. */
  demoUserId: string;
  /** The seeded operator (the back-office grants it its roles). */
  operatorUserId: string;
  /** Where the passwords are kept (mode 0600) to be printed again at the next start. */
  file: string;
}

const storedSchema = z.object({
  accounts: z.array(
    z.object({
      email: z.string(),
      password: z.string().min(1),
      role: z.enum(['user', 'operator']),
    }),
  ),
});

/**
 * Demo mode start-up: makes sure a demo user and an operator exist and returns their credentials.
 * Passwords are random on first seed and kept in DATA_DIR/demo-credentials.json (0600), never in
 * the repository. Idempotent: later starts change nothing and return the same passwords. If the file
 * was lost while the accounts remain, their passwords are reset to new random ones (and saved).
 * A password changed in the app is not tracked: the file then shows the seeded one.
 */
export async function seedDemoAccounts(options: {
  db: Db;
  dataDir: string;
  now: () => Date;
}): Promise<DemoSeedResult> {
  const file = path.join(options.dataDir, DEMO_CREDENTIALS_FILE);
  const stored = readStored(file);
  const wanted: { email: string; role: DemoAccountRole }[] = [
    { email: DEMO_USER_EMAIL, role: 'user' },
    { email: DEMO_OPERATOR_EMAIL, role: 'operator' },
  ];
  let changed = false;
  const accounts: DemoAccount[] = [];
  const ids = new Map<string, string>();
  for (const { email, role } of wanted) {
    const known = stored.find((account) => account.email === email)?.password;
    const existing = await findUserByAccount(options.db, { kind: 'email', email });
    if (existing) ids.set(email, existing.id);
    if (existing && known !== undefined) {
      accounts.push({ email, password: known, role });
      continue;
    }
    const password = known ?? randomBytes(12).toString('base64url');
    const passwordHash = await hashPassword(password);
    if (existing) {
      await updateUser(options.db, existing.id, {
        passwordHash,
        failedLogins: 0,
        lockedUntil: null,
      });
    } else {
      const inserted = await insertUser(options.db, {
        email,
        passwordHash,
        inviteCode: newInviteCode(),
        lang: 'en',
        createdAt: options.now(),
      });
      ids.set(email, inserted.id);
    }
    accounts.push({ email, password, role });
    changed = true;
  }
  if (changed || !existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify({ accounts }, null, 2)}\n`, { mode: 0o600 });
  }
  // writeFileSync's mode applies only to a new file.
  chmodSync(file, 0o600);
  const demoUserId = ids.get(DEMO_USER_EMAIL);
  const operatorUserId = ids.get(DEMO_OPERATOR_EMAIL);
  if (demoUserId === undefined || operatorUserId === undefined)
    throw new Error('demo accounts were not seeded');
  return { accounts, demoUserId, operatorUserId, file };
}

function readStored(file: string): DemoAccount[] {
  if (!existsSync(file)) return [];
  try {
    return storedSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).accounts;
  } catch {
    return [];
  }
}

/** The lines server.ts prints under the start-up banner. */
export function formatDemoCredentials(result: DemoSeedResult): string {
  const lines = result.accounts.map(
    (account) => `    ${account.role.padEnd(9)} ${account.email}  /  ${account.password}`,
  );
  return `  Demo accounts (saved in ${result.file}):\n${lines.join('\n')}\n`;
}
