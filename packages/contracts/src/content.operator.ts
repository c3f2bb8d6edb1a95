import { z } from 'zod';
import { integerId } from './ids';
import { LANGUAGES } from './languages';
import { isoTime, operatorPageFields, operatorPageQueryFields } from './operator';

/*
 * The content module's operator contracts (back-office, docs/backoffice.md): the feedback queue,
 * articles in every language, the News tab's banners and the Markdown preview. The routes are in
 * routes/content.operator.ts.
 */

const languageSchema = z.enum(LANGUAGES);

// ---------------------------------------------------------------- feedback queue

export const adminFeedbackQuerySchema = z.object({
  status: z.enum(['open', 'answered']).default('open'),
  ...operatorPageQueryFields,
});
export type AdminFeedbackQuery = z.infer<typeof adminFeedbackQuerySchema>;
export const adminFeedbackRowSchema = z.object({
  id: z.number().int(),
  user_id: z.uuid(),
  content: z.string(),
  lang: languageSchema,
  created_at: isoTime,
  answer: z.string().nullable(),
  answered_at: isoTime.nullable(),
});
export type AdminFeedbackRow = z.infer<typeof adminFeedbackRowSchema>;
export const adminFeedbackDataSchema = z.object({
  list: z.array(adminFeedbackRowSchema),
  counts: z.object({ open: z.number().int(), answered: z.number().int() }),
  ...operatorPageFields,
});
export type AdminFeedbackData = z.infer<typeof adminFeedbackDataSchema>;
export const adminFeedbackAnswerBodySchema = z.object({
  id: z.number().int().positive(),
  answer: z.string().trim().min(1).max(2000),
});

// ---------------------------------------------------------------- content

export const adminArticleCategorySchema = z.enum(['news', 'notice', 'help', 'legal']);
export const adminArticleTextSchema = z.object({
  lang: languageSchema,
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(500),
  body_markdown: z.string().max(50_000),
});
export const adminArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: adminArticleCategorySchema,
  topic: z.enum(['account', 'funding', 'trading']).nullable(),
  published_at: isoTime,
  enabled: z.boolean(),
  texts: z.array(adminArticleTextSchema),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;
export const adminArticlesQuerySchema = z.object({
  category: adminArticleCategorySchema.optional(),
  ...operatorPageQueryFields,
});
export const adminArticlesDataSchema = z.object({
  list: z.array(adminArticleSchema),
  ...operatorPageFields,
});
export type AdminArticlesData = z.infer<typeof adminArticlesDataSchema>;
export const adminArticleSaveBodySchema = z.object({
  id: integerId.optional().describe('Absent: a new article.'),
  slug: z.string().regex(/^[a-z0-9-]{1,64}$/),
  category: adminArticleCategorySchema,
  topic: z.enum(['account', 'funding', 'trading']).nullable().default(null),
  published_at: z.iso.datetime().optional().describe('Default: now.'),
  enabled: z.boolean().default(true),
  texts: z
    .array(adminArticleTextSchema)
    .min(1)
    .max(LANGUAGES.length)
    .describe('One per language; English should be among them (the fallback).'),
});
export type AdminArticleSaveBody = z.infer<typeof adminArticleSaveBodySchema>;
export const adminPreviewBodySchema = z.object({ body_markdown: z.string().max(50_000) });
export const adminPreviewDataSchema = z.object({
  html: z.string().describe('Sanitised HTML, exactly as the app will show it.'),
});

// ---------------------------------------------------------------- banners

export const adminBannerTextSchema = z.object({
  lang: languageSchema,
  title: z.string().trim().min(1).max(80).describe('Caption and the image’s alt text.'),
});
export const adminBannerSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  image: z.string().describe('Image path on this server, e.g. /content/banner-welcome.svg.'),
  article_id: z.number().int().nullable().describe('The article it opens, or null.'),
  url: z.string().nullable().describe('The https page it opens, or null.'),
  sort_order: z.number().int().describe('Carousel order, ascending.'),
  enabled: z.boolean().describe('false: hidden from the app.'),
  texts: z.array(adminBannerTextSchema),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannersDataSchema = z.object({
  list: z.array(adminBannerSchema).describe('Every banner, hidden ones too, in carousel order.'),
});
export const adminBannerSaveBodySchema = z
  .object({
    id: integerId.optional().describe('Absent: a new banner.'),
    slug: z.string().regex(/^[a-z0-9-]{1,64}$/),
    image: z
      .string()
      .regex(/^\/content\/[a-z0-9-]{1,64}\.(svg|png|jpg|webp)$/)
      .describe('An image of the web app’s /content/ folder (the CSP allows only this server’s).'),
    article_id: integerId.nullable().default(null),
    url: z
      .url({ protocol: /^https$/ })
      .max(500)
      .nullable()
      .default(null),
    sort_order: z.number().int().min(0).max(10_000),
    enabled: z.boolean().default(true),
    texts: z
      .array(adminBannerTextSchema)
      .min(1)
      .max(LANGUAGES.length)
      .describe('One per language; English should be among them (the fallback).'),
  })
  .refine((body) => body.article_id === null || body.url === null, {
    message: 'A banner opens an article or a page, not both',
    path: ['url'],
  });
export type AdminBannerSaveBody = z.infer<typeof adminBannerSaveBodySchema>;
