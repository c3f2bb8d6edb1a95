import { and, asc, desc, eq, inArray, isNotNull, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ArticleCategory, Language } from '@waihui/contracts';
import type { DbOrTx } from '../../db/database';
import {
  contentArticles,
  contentArticleTexts,
  contentBanners,
  contentBannerTexts,
  feedback,
} from '../../db/schema';

/**
 * What the content module reads and writes: articles and banners with their text in the asked
 * language or English (two left joins; the caller picks the first that exists), and feedback.
 */

export type ArticleRow = typeof contentArticles.$inferSelect;
export type ArticleTextRow = typeof contentArticleTexts.$inferSelect;
export type FeedbackRow = typeof feedback.$inferSelect;

/** An article with its text in the asked language (`wanted`) and in English (`english`), either null. */
export interface ArticleWithTexts {
  article: ArticleRow;
  wanted: ArticleTextRow | null;
  english: ArticleTextRow | null;
}

const wantedText = alias(contentArticleTexts, 'wanted_text');
const englishText = alias(contentArticleTexts, 'english_text');

function articlesWithTexts(db: DbOrTx, lang: Language) {
  return db
    .select({ article: contentArticles, wanted: wantedText, english: englishText })
    .from(contentArticles)
    .leftJoin(
      wantedText,
      and(eq(wantedText.articleId, contentArticles.id), eq(wantedText.lang, lang)),
    )
    .leftJoin(
      englishText,
      and(eq(englishText.articleId, contentArticles.id), eq(englishText.lang, 'en')),
    );
}

/** Enabled, published by `now`, and readable in the asked language or English. */
function visible(now: Date): SQL | undefined {
  return and(
    eq(contentArticles.enabled, true),
    lte(contentArticles.publishedAt, now),
    or(isNotNull(wantedText.articleId), isNotNull(englishText.articleId)),
  );
}

/**
 * One page of a category's visible articles: news and notices newest first, help and legal in their
 * display order. Reads at most `limit` rows from `offset`.
 */
export async function listArticles(
  db: DbOrTx,
  options: { category: ArticleCategory; lang: Language; now: Date; offset: number; limit: number },
): Promise<ArticleWithTexts[]> {
  const byTime = options.category === 'news' || options.category === 'notice';
  return articlesWithTexts(db, options.lang)
    .where(and(eq(contentArticles.category, options.category), visible(options.now)))
    .orderBy(
      ...(byTime
        ? [desc(contentArticles.publishedAt), desc(contentArticles.id)]
        : [asc(contentArticles.sortOrder), asc(contentArticles.id)]),
    )
    .offset(options.offset)
    .limit(options.limit);
}

/** One visible article by id or slug, or undefined. */
export async function findArticle(
  db: DbOrTx,
  options: { id?: number; slug?: string; lang: Language; now: Date },
): Promise<ArticleWithTexts | undefined> {
  const [row] = await articlesWithTexts(db, options.lang)
    .where(
      and(
        options.id === undefined ? undefined : eq(contentArticles.id, options.id),
        options.slug === undefined ? undefined : eq(contentArticles.slug, options.slug),
        visible(options.now),
      ),
    )
    .limit(1);
  return row;
}

const wantedBannerText = alias(contentBannerTexts, 'wanted_banner_text');
const englishBannerText = alias(contentBannerTexts, 'english_banner_text');

export interface BannerWithTexts {
  banner: typeof contentBanners.$inferSelect;
  wanted: typeof contentBannerTexts.$inferSelect | null;
  english: typeof contentBannerTexts.$inferSelect | null;
}

/** Enabled banners readable in the asked language or English, in display order. */
export async function listBanners(db: DbOrTx, lang: Language): Promise<BannerWithTexts[]> {
  return db
    .select({ banner: contentBanners, wanted: wantedBannerText, english: englishBannerText })
    .from(contentBanners)
    .leftJoin(
      wantedBannerText,
      and(eq(wantedBannerText.bannerId, contentBanners.id), eq(wantedBannerText.lang, lang)),
    )
    .leftJoin(
      englishBannerText,
      and(eq(englishBannerText.bannerId, contentBanners.id), eq(englishBannerText.lang, 'en')),
    )
    .where(
      and(
        eq(contentBanners.enabled, true),
        or(isNotNull(wantedBannerText.bannerId), isNotNull(englishBannerText.bannerId)),
      ),
    )
    .orderBy(asc(contentBanners.sortOrder), asc(contentBanners.id));
}

// ---------------------------------------------------------------- seeding

export type NewArticle = typeof contentArticles.$inferInsert;
export type NewArticleText = typeof contentArticleTexts.$inferInsert;
export type NewBanner = typeof contentBanners.$inferInsert;
export type NewBannerText = typeof contentBannerTexts.$inferInsert;

/** Inserts the articles whose slug is new; answers id and slug of those inserted. */
export async function insertNewArticles(
  db: DbOrTx,
  rows: NewArticle[],
): Promise<{ id: number; slug: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(contentArticles)
    .values(rows)
    .onConflictDoNothing({ target: contentArticles.slug })
    .returning({ id: contentArticles.id, slug: contentArticles.slug });
}

export async function insertArticleTexts(db: DbOrTx, rows: NewArticleText[]): Promise<void> {
  if (rows.length > 0) await db.insert(contentArticleTexts).values(rows).onConflictDoNothing();
}

/** Ids of articles by slug (banners of the seed name the article they open by slug). */
export async function articleIdsBySlug(db: DbOrTx, slugs: string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: contentArticles.id, slug: contentArticles.slug })
    .from(contentArticles)
    .where(inArray(contentArticles.slug, slugs));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

export async function insertNewBanners(
  db: DbOrTx,
  rows: NewBanner[],
): Promise<{ id: number; slug: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(contentBanners)
    .values(rows)
    .onConflictDoNothing({ target: contentBanners.slug })
    .returning({ id: contentBanners.id, slug: contentBanners.slug });
}

export async function insertBannerTexts(db: DbOrTx, rows: NewBannerText[]): Promise<void> {
  if (rows.length > 0) await db.insert(contentBannerTexts).values(rows).onConflictDoNothing();
}

// ---------------------------------------------------------------- feedback

export async function insertFeedback(
  db: DbOrTx,
  row: { userId: string; content: string; lang: Language; createdAt: Date },
): Promise<FeedbackRow> {
  const [inserted] = await db.insert(feedback).values(row).returning();
  if (!inserted) throw new Error('feedback insert returned nothing');
  return inserted;
}

/** A user's own feedback, newest first: at most `limit` rows from `offset`. */
export async function listFeedback(
  db: DbOrTx,
  options: { userId: string; offset: number; limit: number },
): Promise<FeedbackRow[]> {
  return db
    .select()
    .from(feedback)
    .where(eq(feedback.userId, options.userId))
    .orderBy(desc(feedback.id))
    .offset(options.offset)
    .limit(options.limit);
}

/** A feedback message if it belongs to the user; another user's answers undefined. */
export async function findOwnFeedback(
  db: DbOrTx,
  userId: string,
  id: number,
): Promise<FeedbackRow | undefined> {
  const [row] = await db
    .select()
    .from(feedback)
    .where(and(eq(feedback.id, id), eq(feedback.userId, userId)))
    .limit(1);
  return row;
}
