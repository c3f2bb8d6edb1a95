import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import { appSettings } from '../../db/schema';

/* SQL of operator-editable settings (app_settings: key → JSON value). */

/** The stored value, or null when the key has no row. */
export async function readSettingValue(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value ?? null;
}

/** The stored value under a row lock (null: no row yet), so two saves apply one after the other. */
export async function lockSettingValue(tx: Tx, key: string): Promise<unknown> {
  const [row] = await tx
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
    .for('update');
  return row?.value ?? null;
}

export async function upsertSettingValue(
  tx: Tx,
  key: string,
  value: unknown,
  at: Date,
): Promise<void> {
  await tx
    .insert(appSettings)
    .values({ key, value, updatedAt: at })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: at } });
}

/** Inserts the value unless the key has a row already (then nothing changes). */
export async function insertSettingValueOnce(
  db: DbOrTx,
  key: string,
  value: unknown,
): Promise<void> {
  await db.insert(appSettings).values({ key, value }).onConflictDoNothing();
}
