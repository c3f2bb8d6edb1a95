import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  DEMO_CREDENTIALS_FILE,
  DEMO_OPERATOR_EMAIL,
  DEMO_USER_EMAIL,
  formatDemoCredentials,
  seedDemoAccounts,
} from './identity.demo-seed';
import { createTestApp, type TestApp } from '../../../test/fixtures';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

async function setup() {
  const t = await createTestApp({ config: { DEMO_MODE: 'true' } });
  dir = mkdtempSync(path.join(os.tmpdir(), 'waihui-demo-'));
  const seed = () => seedDemoAccounts({ db: t.database.db, dataDir: dir!, now: t.clock.now });
  return { t, dir, seed };
}

function login(a: TestApp, account: string, password: string) {
  return a.call('POST', '/api/user/login', {
    body: { type: 'password', account, password },
  });
}

describe('seedDemoAccounts', () => {
  it('creates a demo user and an operator with random passwords saved 0600', async () => {
    const { t, dir, seed } = await setup();
    const result = await seed();
    expect(result.file).toBe(path.join(dir, DEMO_CREDENTIALS_FILE));
    expect(result.accounts.map(({ email, role }) => [email, role])).toEqual([
      [DEMO_USER_EMAIL, 'user'],
      [DEMO_OPERATOR_EMAIL, 'operator'],
    ]);
    const [demo, operator] = result.accounts;
    expect(demo!.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(demo!.password).not.toBe(operator!.password);
    expect(statSync(result.file).mode & 0o777).toBe(0o600);
    expect((await login(t, DEMO_USER_EMAIL, demo!.password)).body.code).toBe(1);
    expect((await login(t, DEMO_OPERATOR_EMAIL, operator!.password)).body.code).toBe(1);
    expect(formatDemoCredentials(result)).toContain(`${DEMO_USER_EMAIL}  /  ${demo!.password}`);
  });

  it('is idempotent: the same accounts and passwords on every start', async () => {
    const { t, seed } = await setup();
    const first = await seed();
    const second = await seed();
    expect(second).toEqual(first);
    expect(await t.database.db.select().from(users)).toHaveLength(2);
  });

  it('a lost credentials file gives the existing accounts new passwords', async () => {
    const { t, seed } = await setup();
    const first = await seed();
    rmSync(first.file);
    const second = await seed();
    expect(second.accounts[0]!.password).not.toBe(first.accounts[0]!.password);
    expect((await login(t, DEMO_USER_EMAIL, first.accounts[0]!.password)).body.code).toBe(0);
    expect((await login(t, DEMO_USER_EMAIL, second.accounts[0]!.password)).body.code).toBe(1);
    expect(await t.database.db.select().from(users)).toHaveLength(2);
  });

  it('a kept file re-creates missing accounts with the saved passwords; a broken file is replaced', async () => {
    const { t, dir, seed } = await setup();
    const file = path.join(dir, DEMO_CREDENTIALS_FILE);
    writeFileSync(
      file,
      JSON.stringify({
        accounts: [{ email: DEMO_USER_EMAIL, password: 'kept-password-1', role: 'user' }],
      }),
      { mode: 0o644 },
    );
    const result = await seed();
    expect(result.accounts[0]!.password).toBe('kept-password-1');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await login(t, DEMO_USER_EMAIL, 'kept-password-1')).body.code).toBe(1);
    writeFileSync(file, 'not json');
    const again = await seed();
    expect((await login(t, DEMO_OPERATOR_EMAIL, again.accounts[1]!.password)).body.code).toBe(1);
  });
});
