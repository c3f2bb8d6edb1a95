import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../src/db/database';
import { resetStatement, takeSnapshot } from './db';
import { createTestDatabase, insertUserWithSession } from './fixtures';

/* The per-test reset: each test must see the database exactly as the migrations left it. */

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function newEntryId(db: DbOrTx): Promise<string> {
  const [row] = rowsOf<{ id: string | number }>(
    await db.execute(sql`insert into ledger_entries (kind) values ('test') returning id`),
  );
  return String(row?.id);
}

/**
 * Row counts; app_settings leaves out the rows migrations seed: `delivery` (0010_delivery) and
 * `backoffice.four_eyes` (0015_four_eyes).
 */
async function counts(db: DbOrTx): Promise<Record<string, number>> {
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`select
      (select count(*)::int from users) as users,
      (select count(*)::int from sessions) as sessions,
      (select count(*)::int from ledger_entries) as entries,
      (select count(*)::int from app_settings where key not in ('delivery', 'backoffice.four_eyes')) as settings`),
  );
  return row ?? {};
}

describe('test database reset', () => {
  it('a test writes rows and draws from sequences', async () => {
    const { db } = await createTestDatabase();
    await insertUserWithSession(db);
    expect(await newEntryId(db)).toBe('1');
    expect(await newEntryId(db)).toBe('2');
    expect(await counts(db)).toEqual({ users: 1, sessions: 1, entries: 2, settings: 0 });
  });

  it('the next test finds every table empty and every sequence back at its start', async () => {
    const { db } = await createTestDatabase();
    expect(await counts(db)).toEqual({ users: 0, sessions: 0, entries: 0, settings: 0 });
    expect(await newEntryId(db)).toBe('1');
  });

  it('keeps the append-only triggers on after a reset (they are off only inside it)', async () => {
    const { db } = await createTestDatabase();
    await newEntryId(db);
    const refused = await db.execute(sql`delete from ledger_entries`).then(
      () => null,
      (error: unknown) => error as { cause?: Error },
    );
    // drizzle wraps the database error; its cause is the trigger's.
    expect(refused?.cause?.message).toBe('ledger_entries is append-only');
    expect(await counts(db)).toMatchObject({ entries: 1 });
  });

  it('puts reference rows back as they were (a migration that seeds a table)', async () => {
    const { db } = await createTestDatabase();
    await db.execute(
      sql`insert into app_settings (key, value, updated_at) values ('seeded', '{"a": 1}', '2026-01-01T00:00:00Z')`,
    );
    const reset = resetStatement(await takeSnapshot(db));
    await db.execute(sql`update app_settings set value = '{"a": 2}'`);
    await db.execute(sql`insert into app_settings (key, value) values ('later', '{}')`);
    await db.execute(reset);
    expect(
      rowsOf(
        await db.execute(
          sql`select key, value::text, updated_at::text from app_settings where key in ('seeded', 'later') order by key`,
        ),
      ),
    ).toEqual([{ key: 'seeded', value: '{"a": 1}', updated_at: '2026-01-01 00:00:00+00' }]);
  });
});
