import { z } from 'zod';
import { integerIdText } from './ids';
import { FEEDBACK_MAX_CHARS } from '@waihui/core';
import { okEnvelope } from './envelope';
import { LANGUAGES } from './languages';

/*
 * Content and support (product.md §16.2; product.md §2.4 News tab, notices, help, terms, about, contact, feedback;
 * §7.4 /api/news/benlist and /api/news/list): articles and banners stored per language, answered in
 * the request's `lang` with English where a language has no version (`fallback: true`, which the
 * page marks), and the user's own feedback. Article bodies travel as HTML the server rendered from
 * Markdown and sanitised (no script, no event handlers, no javascript: links; links to other sites
 * open in a new window without access to this one).
 */

/** `data.reason` values of the content calls, besides the generic ones of reasons.ts. */
export const CONTENT_REASONS = [
  'FEEDBACK_EMPTY',
  'FEEDBACK_TOO_LONG',
  'ARTICLE_NOT_FOUND',
] as const;

/** news and notice: the News tab; help: the help centre's questions; legal: terms and about. */
export const ARTICLE_CATEGORIES = ['news', 'notice', 'help', 'legal'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** The help centre's topics, in the order it shows them. */
export const HELP_TOPICS = ['account', 'funding', 'trading'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

/** Slugs of the fixed pages the "me" menu opens (category legal). */
export const LEGAL_PAGES = { serviceTerms: 'service-terms', aboutUs: 'about-us' } as const;

/** The customer-service lookup (product.md §16.3) knows this key only. */
export const SERVICE_URL_KEY = 'service_url';

const languageSchema = z.enum(LANGUAGES);

/** The language a text is in, and whether it stands in for the one asked (English fallback). */
const versionFields = {
  lang: languageSchema.describe('Language of the title and body.'),
  fallback: z
    .boolean()
    .describe('true when no version exists in the request language and English is shown instead.'),
};

const pageQueryFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
};

// ---------------------------------------------------------------- GET /api/news/benlist

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string().describe('Alt text of the image and caption.'),
  image: z.string().describe('Image path on this server, e.g. /content/banner-help.svg.'),
  article_id: z.number().int().nullable().describe('Article the banner opens, if any.'),
  url: z.string().nullable().describe('https page the banner opens in a new window, if any.'),
  ...versionFields,
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannersDataSchema = z.object({
  list: z.array(bannerSchema).describe('In display order.'),
});
export type BannersData = z.infer<typeof bannersDataSchema>;
export const bannersResponseSchema = okEnvelope(bannersDataSchema);

// ---------------------------------------------------------------- GET /api/news/list

export const newsListQuerySchema = z.object({
  category: z.enum(ARTICLE_CATEGORIES).default('news'),
  ...pageQueryFields,
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

export const articleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: z.enum(ARTICLE_CATEGORIES),
  topic: z.enum(HELP_TOPICS).nullable().describe('Help questions only.'),
  title: z.string(),
  summary: z.string().describe('Plain text, one or two sentences.'),
  cover_image: z.string().nullable().describe('Image path on this server.'),
  published_at: z.string().describe('ISO 8601 UTC.'),
  ...versionFields,
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const newsListDataSchema = z.object({
  list: z
    .array(articleSummarySchema)
    .describe('Newest first (help and legal: in their display order).'),
  page: z.number().int(),
  limit: z.number().int(),
  has_more: z.boolean().describe('false → footer "no further entries".'),
});
export type NewsListData = z.infer<typeof newsListDataSchema>;
export const newsListResponseSchema = okEnvelope(newsListDataSchema);

// ---------------------------------------------------------------- GET /api/news/detail

export const newsDetailQuerySchema = z
  .object({
    id: integerIdText.optional(),
    slug: z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/)
      .optional(),
  })
  .refine((query) => query.id !== undefined || query.slug !== undefined, {
    message: 'id or slug is required',
  });
export type NewsDetailQuery = z.infer<typeof newsDetailQuerySchema>;

export const articleSchema = articleSummarySchema.extend({
  html: z.string().describe('The body rendered from Markdown and sanitised.'),
});
export type Article = z.infer<typeof articleSchema>;
export const newsDetailResponseSchema = okEnvelope(articleSchema);

// ---------------------------------------------------------------- GET /api/news/help

export const helpQuestionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string().describe('The question.'),
  html: z.string().describe('The answer, rendered and sanitised.'),
  text: z.string().describe('The answer as plain text, for searching.'),
  ...versionFields,
});
export type HelpQuestion = z.infer<typeof helpQuestionSchema>;
export const helpCentreDataSchema = z.object({
  topics: z
    .array(z.object({ topic: z.enum(HELP_TOPICS), questions: z.array(helpQuestionSchema) }))
    .describe('Topics in display order; a topic without questions is left out.'),
});
export type HelpCentreData = z.infer<typeof helpCentreDataSchema>;
export const helpCentreResponseSchema = okEnvelope(helpCentreDataSchema);

// ---------------------------------------------------------------- GET /api/default/service_link

export const serviceLinkQuerySchema = z.object({
  key: z.literal(SERVICE_URL_KEY).describe('The setting asked for: service_url.'),
});
export const serviceLinkDataSchema = z
  .string()
  .nullable()
  .describe('The customer-service page (opened in a new window); null when none is configured.');
export type ServiceLinkData = z.infer<typeof serviceLinkDataSchema>;

// ---------------------------------------------------------------- feedback

export const feedbackSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  created_at: z.string().describe('ISO 8601 UTC.'),
  answer: z.string().nullable().describe('The operator’s answer; null while unanswered.'),
  answered_at: z.string().nullable().describe('When it was answered (ISO 8601 UTC), or null.'),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/**
 * The length rule (core's validateFeedback, 140 characters after trimming) is the service's, so it
 * answers FEEDBACK_EMPTY / FEEDBACK_TOO_LONG; the schema only bounds what is read at all.
 */
export const feedbackBodySchema = z.object({
  content: z
    .string()
    .max(FEEDBACK_MAX_CHARS * 20)
    .describe(`At most ${FEEDBACK_MAX_CHARS} characters after trimming.`),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;
export const feedbackSubmitDataSchema = feedbackSchema;

export const feedbackListQuerySchema = z.object(pageQueryFields);
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;
export const feedbackListDataSchema = z.object({
  list: z.array(feedbackSchema).describe('The caller’s own feedback, newest first.'),
  page: z.number().int(),
  limit: z.number().int(),
  has_more: z.boolean(),
});
export type FeedbackListData = z.infer<typeof feedbackListDataSchema>;
export const feedbackListResponseSchema = okEnvelope(feedbackListDataSchema);

export const feedbackDetailQuerySchema = z.object({ id: z.coerce.number().int().positive() });
