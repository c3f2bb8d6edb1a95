import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { identityId, instant } from './columns';
import { users } from './identity';

/*
 * Content and support (product.md §16.2, modules/content): articles and banners with one text per language,
 * and the feedback users send. Articles and banners are seeded at start-up from
 * modules/content/seed with `on conflict do nothing` on their slug, so an operator's later edits
 * (back-office) survive restarts; `enabled = false` withdraws an item (a deleted one is seeded again).
 */

export const articleCategories = ['news', 'notice', 'help', 'legal'] as const;
export const helpTopics = ['account', 'funding', 'trading'] as const;
export const contentLanguages = ['en', 'de', 'fr', 'ja', 'ko', 'zh-CN', 'zh-HK'] as const;

/** An article: what stays the same in every language. */
export const contentArticles = pgTable(
  'content_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable name (seed key, fixed pages such as service-terms); lower-case letters, digits, dashes. */
    slug: text('slug').notNull().unique(),
    category: text('category', { enum: articleCategories }).notNull(),
    /** Help questions only: the topic they are grouped under. */
    topic: text('topic', { enum: helpTopics }),
    /** Image path on this server (the web app's /content/…), or null. */
    coverImage: text('cover_image'),
    /** Shown from this moment on; lists are newest first by it. */
    publishedAt: instant('published_at').notNull(),
    /** Order of help questions and legal pages (ascending); news and notices go by publishedAt. */
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('content_articles_listing').on(t.category, t.publishedAt),
    check('content_articles_slug', sql`${t.slug} ~ '^[a-z0-9-]{1,64}$'`),
    check('content_articles_topic', sql`(${t.category} = 'help') = (${t.topic} is not null)`),
  ],
);

/** An article's text in one language; the body is Markdown, rendered and sanitised when read. */
export const contentArticleTexts = pgTable(
  'content_article_texts',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => contentArticles.id, { onDelete: 'cascade' }),
    lang: text('lang', { enum: contentLanguages }).notNull(),
    title: text('title').notNull(),
    /** Plain text, shown in lists. */
    summary: text('summary').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.lang] })],
);

/** A banner of the News tab carousel: opens an article or an https page. */
export const contentBanners = pgTable(
  'content_banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    /** Image path on this server. */
    image: text('image').notNull(),
    articleId: integer('article_id').references(() => contentArticles.id, {
      onDelete: 'set null',
    }),
    url: text('url'),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [check('content_banners_url', sql`${t.url} is null or ${t.url} ~ '^https://'`)],
);

/** A banner's caption (and the image's alt text) in one language. */
export const contentBannerTexts = pgTable(
  'content_banner_texts',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => contentBanners.id, { onDelete: 'cascade' }),
    lang: text('lang', { enum: contentLanguages }).notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.lang] })],
);

/** Feedback a user sent from the `issue` page, kept for operators; the user sees their own. */
export const feedback = pgTable(
  'feedback',
  {
    id: identityId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Trimmed; 1 to 140 characters (product.md §5.11; core's validateFeedback). */
    content: text('content').notNull(),
    /** The interface language it was written in, for the operator who answers. */
    lang: text('lang', { enum: contentLanguages }).notNull(),
    createdAt: instant('created_at').notNull(),
    /** The operator's answer (back-office), shown to the user; null while the feedback is open. */
    answer: text('answer'),
    answeredAt: instant('answered_at'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('feedback_user').on(t.userId, t.id),
    index('feedback_queue').on(t.answeredAt, t.id),
    check('feedback_length', sql`char_length(${t.content}) between 1 and 140`),
  ],
);
