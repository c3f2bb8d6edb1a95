import type { AdminBanner, AdminBannerSaveBody } from '@waihui/contracts';
import type { DbOrTx, Tx } from '../../db/database';
import { BusinessError } from '../../lib/business-error';
import type { AuditedChange } from '../backoffice';
import {
  allBanners,
  articleExists,
  bannerTextsOf,
  type BannerRow,
  type BannerTextRow,
  findBannerBySlug,
  insertBanner,
  lockBanner,
  replaceBannerTexts,
  updateBanner,
} from './content.banners.repository';

/*
 * The banner editor of the back-office (product.md §14): every banner with its captions per language,
 * create or edit (image, the article or https page it opens, order, shown or hidden). Changes run
 * in the caller's transaction and answer what the audit row keeps.
 */

function bannerView(row: BannerRow, texts: readonly BannerTextRow[]): AdminBanner {
  return {
    id: row.id,
    slug: row.slug,
    image: row.image,
    article_id: row.articleId,
    url: row.url,
    sort_order: row.sortOrder,
    enabled: row.enabled,
    texts: texts
      .filter((text) => text.bannerId === row.id)
      .map((text) => ({ lang: text.lang, title: text.title })),
  };
}

export async function bannersForOperators(db: DbOrTx): Promise<{ list: AdminBanner[] }> {
  const rows = await allBanners(db);
  const texts = await bannerTextsOf(
    db,
    rows.map((row) => row.id),
  );
  return { list: rows.map((row) => bannerView(row, texts)) };
}

/** Creates (no id) or edits a banner with exactly the given captions; before is null for a new one. */
export async function saveBanner(
  tx: Tx,
  body: AdminBannerSaveBody,
  now: Date,
): Promise<AuditedChange<AdminBanner>> {
  const sameSlug = await findBannerBySlug(tx, body.slug);
  if (sameSlug !== null && sameSlug.id !== body.id) throw new BusinessError('BANNER_SLUG_TAKEN');
  if (body.article_id !== null && !(await articleExists(tx, body.article_id)))
    throw new BusinessError('ARTICLE_NOT_FOUND');
  const values = {
    slug: body.slug,
    image: body.image,
    articleId: body.article_id,
    url: body.url,
    sortOrder: body.sort_order,
    enabled: body.enabled,
  };
  let before: AdminBanner | null = null;
  let row: BannerRow;
  if (body.id === undefined) {
    row = await insertBanner(tx, { ...values, createdAt: now });
  } else {
    const current = await lockBanner(tx, body.id);
    if (current === null) throw new BusinessError('NOT_FOUND');
    before = bannerView(current, await bannerTextsOf(tx, [current.id]));
    row = await updateBanner(tx, body.id, values);
  }
  // One caption per language: the first one given wins.
  const languages = new Set<string>();
  const texts = body.texts.filter((text) => !languages.has(text.lang) && languages.add(text.lang));
  await replaceBannerTexts(
    tx,
    row.id,
    texts.map((text) => ({ bannerId: row.id, lang: text.lang, title: text.title })),
  );
  const after = bannerView(row, await bannerTextsOf(tx, [row.id]));
  return { target: `banner:${row.id}`, before, after, result: after };
}
