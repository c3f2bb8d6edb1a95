import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import { contentArticles, contentBanners, contentBannerTexts } from '../../db/schema';
import type { NewBanner, NewBannerText } from './content.repository';

/* What the back-office reads and writes of banners (product.md §14). */

export type BannerRow = typeof contentBanners.$inferSelect;
export type BannerTextRow = typeof contentBannerTexts.$inferSelect;

/** Every banner, hidden ones too, in carousel order. */
export async function allBanners(db: DbOrTx): Promise<BannerRow[]> {
  return db
    .select()
    .from(contentBanners)
    .orderBy(asc(contentBanners.sortOrder), asc(contentBanners.id));
}

export async function bannerTextsOf(db: DbOrTx, ids: number[]): Promise<BannerTextRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(contentBannerTexts)
    .where(inArray(contentBannerTexts.bannerId, ids))
    .orderBy(asc(contentBannerTexts.lang));
}

export async function lockBanner(tx: Tx, id: number): Promise<BannerRow | null> {
  const [row] = await tx
    .select()
    .from(contentBanners)
    .where(eq(contentBanners.id, id))
    .for('update');
  return row ?? null;
}

export async function findBannerBySlug(db: DbOrTx, slug: string): Promise<BannerRow | null> {
  const [row] = await db.select().from(contentBanners).where(eq(contentBanners.slug, slug));
  return row ?? null;
}

export async function articleExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contentArticles.id })
    .from(contentArticles)
    .where(eq(contentArticles.id, id));
  return row !== undefined;
}

type BannerValues = Pick<
  NewBanner,
  'slug' | 'image' | 'articleId' | 'url' | 'sortOrder' | 'enabled'
>;

export async function insertBanner(
  tx: Tx,
  values: BannerValues & { createdAt: Date },
): Promise<BannerRow> {
  const [row] = await tx.insert(contentBanners).values(values).returning();
  if (!row) throw new Error('banner insert returned nothing');
  return row;
}

export async function updateBanner(tx: Tx, id: number, values: BannerValues): Promise<BannerRow> {
  const [row] = await tx
    .update(contentBanners)
    .set(values)
    .where(eq(contentBanners.id, id))
    .returning();
  if (!row) throw new Error('banner update returned nothing');
  return row;
}

/** Replaces the banner's captions by exactly `rows` (a language left out is removed). */
export async function replaceBannerTexts(
  tx: Tx,
  bannerId: number,
  rows: NewBannerText[],
): Promise<void> {
  await tx.delete(contentBannerTexts).where(eq(contentBannerTexts.bannerId, bannerId));
  if (rows.length > 0) await tx.insert(contentBannerTexts).values(rows);
}
