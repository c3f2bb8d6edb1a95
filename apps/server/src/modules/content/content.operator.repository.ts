import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import { contentArticles, contentArticleTexts, feedback } from '../../db/schema';
import type {
  ArticleRow,
  ArticleTextRow,
  FeedbackRow,
  NewArticle,
  NewArticleText,
} from './content.repository';

/* What the back-office reads and writes of content (product.md §14): the feedback queue and articles. */

/** Open (oldest first) or answered (newest answer first) feedback: `page.limit` rows from `page.offset`. */
export async function feedbackQueue(
  db: DbOrTx,
  status: 'open' | 'answered',
  page: { offset: number; limit: number },
): Promise<FeedbackRow[]> {
  return db
    .select()
    .from(feedback)
    .where(status === 'open' ? isNull(feedback.answeredAt) : isNotNull(feedback.answeredAt))
    .orderBy(
      ...(status === 'open' ? [asc(feedback.id)] : [desc(feedback.answeredAt), desc(feedback.id)]),
    )
    .offset(page.offset)
    .limit(page.limit);
}

export async function feedbackCounts(db: DbOrTx): Promise<{ open: number; answered: number }> {
  const rows = await db
    .select({ answered: isNotNull(feedback.answeredAt), n: count() })
    .from(feedback)
    .groupBy(isNotNull(feedback.answeredAt));
  return {
    open: rows.find((row) => !row.answered)?.n ?? 0,
    answered: rows.find((row) => row.answered)?.n ?? 0,
  };
}

export async function lockFeedback(tx: Tx, id: number): Promise<FeedbackRow | null> {
  const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
  return row ?? null;
}

export async function setFeedbackAnswer(
  tx: Tx,
  id: number,
  values: { answer: string; answeredAt: Date; answeredBy: string },
): Promise<FeedbackRow> {
  const [row] = await tx.update(feedback).set(values).where(eq(feedback.id, id)).returning();
  if (!row) throw new Error('feedback update returned nothing');
  return row;
}

/** Articles (every state), newest first: `page.limit` rows from `page.offset`. */
export async function articlePage(
  db: DbOrTx,
  category: ArticleRow['category'] | undefined,
  page: { offset: number; limit: number },
): Promise<ArticleRow[]> {
  return db
    .select()
    .from(contentArticles)
    .where(category ? eq(contentArticles.category, category) : undefined)
    .orderBy(desc(contentArticles.publishedAt), desc(contentArticles.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function textsOf(db: DbOrTx, articleIds: number[]): Promise<ArticleTextRow[]> {
  if (articleIds.length === 0) return [];
  return db
    .select()
    .from(contentArticleTexts)
    .where(inArray(contentArticleTexts.articleId, articleIds))
    .orderBy(asc(contentArticleTexts.articleId), asc(contentArticleTexts.lang));
}

export async function lockArticle(tx: Tx, id: number): Promise<ArticleRow | null> {
  const [row] = await tx
    .select()
    .from(contentArticles)
    .where(eq(contentArticles.id, id))
    .for('update');
  return row ?? null;
}

export async function findArticleBySlug(db: DbOrTx, slug: string): Promise<ArticleRow | null> {
  const [row] = await db.select().from(contentArticles).where(eq(contentArticles.slug, slug));
  return row ?? null;
}

export async function insertArticle(tx: Tx, values: NewArticle): Promise<ArticleRow> {
  const [row] = await tx.insert(contentArticles).values(values).returning();
  if (!row) throw new Error('article insert returned nothing');
  return row;
}

export async function updateArticle(
  tx: Tx,
  id: number,
  values: Pick<NewArticle, 'slug' | 'category' | 'topic' | 'publishedAt' | 'enabled'>,
): Promise<ArticleRow> {
  const [row] = await tx
    .update(contentArticles)
    .set(values)
    .where(eq(contentArticles.id, id))
    .returning();
  if (!row) throw new Error('article update returned nothing');
  return row;
}

/** Replaces the article's texts by exactly `rows` (a language left out is removed). */
export async function replaceArticleTexts(
  tx: Tx,
  articleId: number,
  rows: NewArticleText[],
): Promise<void> {
  await tx.delete(contentArticleTexts).where(and(eq(contentArticleTexts.articleId, articleId)));
  if (rows.length > 0) await tx.insert(contentArticleTexts).values(rows);
}
