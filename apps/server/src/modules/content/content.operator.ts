import type {
  AdminArticle,
  AdminArticleSaveBody,
  AdminArticlesData,
  AdminFeedbackData,
  AdminFeedbackQuery,
  AdminFeedbackRow,
} from '@waihui/contracts';
import { readPage } from '../../lib/page';
import type { DbOrTx, Tx } from '../../db/database';
import { BusinessError } from '../../lib/business-error';
import type { AuditedChange } from '../backoffice';
import { renderMarkdown } from './content.markdown';
import type { ArticleRow, ArticleTextRow, FeedbackRow } from './content.repository';
import {
  articlePage,
  feedbackCounts,
  feedbackQueue,
  findArticleBySlug,
  insertArticle,
  lockArticle,
  lockFeedback,
  replaceArticleTexts,
  setFeedbackAnswer,
  textsOf,
  updateArticle,
} from './content.operator.repository';

/*
 * The content module's back-office side (product.md §14): the feedback queue, articles in every language
 * and the preview. Changes run in the caller's transaction and answer what the audit row keeps.
 */

function feedbackRowView(row: FeedbackRow): AdminFeedbackRow {
  return {
    id: row.id,
    user_id: row.userId,
    content: row.content,
    lang: row.lang,
    created_at: row.createdAt.toISOString(),
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}

export async function feedbackQueuePage(
  db: DbOrTx,
  query: AdminFeedbackQuery,
): Promise<AdminFeedbackData> {
  const page = await readPage(
    query,
    (window) => feedbackQueue(db, query.status, window),
    (rows) => rows.map(feedbackRowView),
  );
  return { ...page, counts: await feedbackCounts(db) };
}

/** Answers an open feedback once (FEEDBACK_ALREADY_ANSWERED after). */
export async function answerFeedback(
  tx: Tx,
  input: { id: number; answer: string; operatorId: string; at: Date },
): Promise<AuditedChange<AdminFeedbackRow>> {
  const current = await lockFeedback(tx, input.id);
  if (current === null) throw new BusinessError('NOT_FOUND');
  if (current.answeredAt !== null) throw new BusinessError('FEEDBACK_ALREADY_ANSWERED');
  const updated = await setFeedbackAnswer(tx, input.id, {
    answer: input.answer,
    answeredAt: input.at,
    answeredBy: input.operatorId,
  });
  const after = feedbackRowView(updated);
  return { target: `feedback:${input.id}`, before: feedbackRowView(current), after, result: after };
}

function articleView(row: ArticleRow, texts: ArticleTextRow[]): AdminArticle {
  return {
    id: row.id,
    slug: row.slug,
    category: row.category,
    topic: row.topic,
    published_at: row.publishedAt.toISOString(),
    enabled: row.enabled,
    texts: texts
      .filter((text) => text.articleId === row.id)
      .map((text) => ({
        lang: text.lang,
        title: text.title,
        summary: text.summary,
        body_markdown: text.bodyMarkdown,
      })),
  };
}

export async function articlesForOperators(
  db: DbOrTx,
  query: { category?: ArticleRow['category']; page: number; limit: number },
): Promise<AdminArticlesData> {
  return readPage(
    query,
    (window) => articlePage(db, query.category, window),
    async (rows) => {
      const texts = await textsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => articleView(row, texts));
    },
  );
}

/**
 * Creates (no id) or edits an article with exactly the given texts, in the caller's transaction.
 * Before is null for a new one.
 */
export async function saveArticle(
  tx: Tx,
  body: AdminArticleSaveBody,
  now: Date,
): Promise<AuditedChange<AdminArticle>> {
  const topic = body.category === 'help' ? (body.topic ?? 'account') : null;
  const sameSlug = await findArticleBySlug(tx, body.slug);
  if (sameSlug !== null && sameSlug.id !== body.id) throw new BusinessError('ARTICLE_SLUG_TAKEN');
  const values = {
    slug: body.slug,
    category: body.category,
    topic,
    publishedAt: body.published_at ? new Date(body.published_at) : now,
    enabled: body.enabled,
  };
  let before: AdminArticle | null = null;
  let row: ArticleRow;
  if (body.id === undefined) {
    row = await insertArticle(tx, { ...values, createdAt: now });
  } else {
    const current = await lockArticle(tx, body.id);
    if (current === null) throw new BusinessError('NOT_FOUND');
    before = articleView(current, await textsOf(tx, [current.id]));
    row = await updateArticle(tx, body.id, values);
  }
  const languages = new Set<string>();
  const texts = body.texts.filter((text) => !languages.has(text.lang) && languages.add(text.lang));
  await replaceArticleTexts(
    tx,
    row.id,
    texts.map((text) => ({
      articleId: row.id,
      lang: text.lang,
      title: text.title,
      summary: text.summary,
      bodyMarkdown: text.body_markdown,
      updatedAt: now,
    })),
  );
  const after = articleView(row, await textsOf(tx, [row.id]));
  return { target: `article:${row.id}`, before, after, result: after };
}

/** The HTML the app will show for this Markdown (the same renderer and sanitiser). */
export function previewMarkdown(markdown: string): string {
  return renderMarkdown(markdown);
}
