import {
  type Article,
  type ArticleSummary,
  type BannersData,
  type Feedback,
  type FeedbackBody,
  type FeedbackListData,
  type FeedbackListQuery,
  HELP_TOPICS,
  type HelpCentreData,
  type HelpTopic,
  type Language,
  type NewsDetailQuery,
  type NewsListData,
  type NewsListQuery,
  type ServiceLinkData,
} from '@waihui/contracts';
import { validateFeedback } from '@waihui/core';
import { readPage } from '../../lib/page';
import type { Db } from '../../db/database';
import { BusinessError, issueRefusal } from '../../lib/business-error';
import { plainTextOf, renderMarkdown } from './content.markdown';
import {
  type ArticleTextRow,
  type ArticleWithTexts,
  type FeedbackRow,
  findArticle,
  findOwnFeedback,
  insertFeedback,
  listArticles,
  listBanners,
  listFeedback,
} from './content.repository';

export interface ContentDeps {
  db: Db;
  now: () => Date;
  /** The customer-service page in force (the settings module: saved, else config SUPPORT_URL), or null. */
  serviceUrl: () => Promise<string | null>;
}

/** Most help questions the help centre shows (it loads them all at once, to search them). */
const HELP_CENTRE_MAX = 200;

/** The asked language's text, else English; the repository only answers rows that have one. */
function textOf(row: { wanted: ArticleTextRow | null; english: ArticleTextRow | null }): {
  text: ArticleTextRow;
  fallback: boolean;
} {
  if (row.wanted) return { text: row.wanted, fallback: false };
  if (row.english) return { text: row.english, fallback: true };
  throw new Error('article without a text in the asked language or English');
}

function summaryOf(row: ArticleWithTexts): ArticleSummary {
  const { text, fallback } = textOf(row);
  return {
    id: row.article.id,
    slug: row.article.slug,
    category: row.article.category,
    topic: row.article.topic,
    title: text.title,
    summary: text.summary,
    cover_image: row.article.coverImage,
    published_at: row.article.publishedAt.toISOString(),
    lang: text.lang,
    fallback,
  };
}

/** GET /api/news/list. */
export async function listNews(
  deps: ContentDeps,
  lang: Language,
  query: NewsListQuery,
): Promise<NewsListData> {
  return readPage(
    query,
    (window) =>
      listArticles(deps.db, { category: query.category, lang, now: deps.now(), ...window }),
    (rows) => rows.map(summaryOf),
  );
}

/** GET /api/news/detail: one article with its body rendered and sanitised. */
export async function articleDetail(
  deps: ContentDeps,
  lang: Language,
  query: NewsDetailQuery,
): Promise<Article> {
  const row = await findArticle(deps.db, {
    ...(query.id === undefined ? {} : { id: query.id }),
    ...(query.slug === undefined ? {} : { slug: query.slug }),
    lang,
    now: deps.now(),
  });
  if (!row) throw new BusinessError('ARTICLE_NOT_FOUND');
  return { ...summaryOf(row), html: renderMarkdown(textOf(row).text.bodyMarkdown) };
}

/** GET /api/news/help: every visible help question, its answer rendered, grouped by topic. */
export async function helpCentre(deps: ContentDeps, lang: Language): Promise<HelpCentreData> {
  const rows = await listArticles(deps.db, {
    category: 'help',
    lang,
    now: deps.now(),
    offset: 0,
    limit: HELP_CENTRE_MAX,
  });
  const byTopic = new Map<HelpTopic, HelpCentreData['topics'][number]['questions']>();
  for (const row of rows) {
    const topic = row.article.topic;
    if (topic === null) continue;
    const { text, fallback } = textOf(row);
    const html = renderMarkdown(text.bodyMarkdown);
    const questions = byTopic.get(topic) ?? [];
    questions.push({
      id: row.article.id,
      slug: row.article.slug,
      title: text.title,
      html,
      text: plainTextOf(html),
      lang: text.lang,
      fallback,
    });
    byTopic.set(topic, questions);
  }
  return {
    topics: HELP_TOPICS.flatMap((topic) => {
      const questions = byTopic.get(topic);
      return questions ? [{ topic, questions }] : [];
    }),
  };
}

/** GET /api/news/benlist. */
export async function banners(deps: ContentDeps, lang: Language): Promise<BannersData> {
  const rows = await listBanners(deps.db, lang);
  return {
    list: rows.map((row) => {
      const text = row.wanted ?? row.english;
      if (!text) throw new Error('banner without a text in the asked language or English');
      return {
        id: row.banner.id,
        title: text.title,
        image: row.banner.image,
        article_id: row.banner.articleId,
        url: row.banner.url,
        lang: text.lang,
        fallback: row.wanted === null,
      };
    }),
  };
}

/** The customer-service lookup (product.md §16.3): the URL to open (the saved setting, else config), or null. */
export async function serviceLink(deps: ContentDeps): Promise<ServiceLinkData> {
  return deps.serviceUrl();
}

function feedbackView(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    // The operator's answer (back-office); who answered stays with the operators.
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}

/** POST /api/feedback/submit: stores the trimmed text for operators (product.md §5.11: at most 140 characters). */
export async function submitFeedback(
  deps: ContentDeps,
  userId: string,
  lang: Language,
  body: FeedbackBody,
): Promise<Feedback> {
  const content = validateFeedback(body.content);
  if (!content.ok) throw issueRefusal(content.issues[0]);
  const row = await insertFeedback(deps.db, {
    userId,
    content: content.value,
    lang,
    createdAt: deps.now(),
  });
  return feedbackView(row);
}

/** GET /api/feedback/list: the caller's own feedback only. */
export async function ownFeedback(
  deps: ContentDeps,
  userId: string,
  query: FeedbackListQuery,
): Promise<FeedbackListData> {
  return readPage(
    query,
    (window) => listFeedback(deps.db, { userId, ...window }),
    (rows) => rows.map(feedbackView),
  );
}

/** GET /api/feedback/detail: another user's feedback is NOT_FOUND, as if it did not exist. */
export async function feedbackDetail(
  deps: ContentDeps,
  userId: string,
  id: number,
): Promise<Feedback> {
  const row = await findOwnFeedback(deps.db, userId, id);
  if (!row) throw new BusinessError('NOT_FOUND');
  return feedbackView(row);
}
