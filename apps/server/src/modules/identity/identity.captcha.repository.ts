import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { captchas } from '../../db/schema';

export async function insertCaptcha(
  db: DbOrTx,
  row: { id: string; answer: string; expiresAt: Date },
): Promise<void> {
  await db.insert(captchas).values(row);
}

/** Removes and returns a captcha: every captcha is checked at most once. */
export async function takeCaptcha(
  db: DbOrTx,
  id: string,
): Promise<{ answer: string; expiresAt: Date } | null> {
  const [row] = await db
    .delete(captchas)
    .where(eq(captchas.id, id))
    .returning({ answer: captchas.answer, expiresAt: captchas.expiresAt });
  return row ?? null;
}

export async function deleteExpiredCaptchas(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
}

/**
 * A captcha's answer without using it up. Only the dev route (EXPOSE_OUTBOX) calls this; the
 * registration check still goes through `takeCaptcha`.
 */
export async function peekCaptchaAnswer(
  db: DbOrTx,
  id: string,
): Promise<{ answer: string; expiresAt: Date } | null> {
  const [row] = await db
    .select({ answer: captchas.answer, expiresAt: captchas.expiresAt })
    .from(captchas)
    .where(eq(captchas.id, id));
  return row ?? null;
}
