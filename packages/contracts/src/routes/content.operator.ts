import {
  adminArticleSaveBodySchema,
  adminArticleSchema,
  adminArticlesDataSchema,
  adminArticlesQuerySchema,
  adminBannerSaveBodySchema,
  adminBannerSchema,
  adminBannersDataSchema,
  adminFeedbackAnswerBodySchema,
  adminFeedbackDataSchema,
  adminFeedbackQuerySchema,
  adminFeedbackRowSchema,
  adminPreviewBodySchema,
  adminPreviewDataSchema,
} from '../content.operator';
import { defineRoutes } from './define';
import { contentOperatorPaths } from './content.paths';
import { SUPPORT, ADMIN, AUDITED } from './operator';

/** The content module’s operator routes: the feedback queue, articles, banners and the preview. Part of backofficeRoutes. */
export const contentOperatorRoutes = defineRoutes(contentOperatorPaths, {
  adminFeedbackList: {
    auth: SUPPORT,
    tag: 'backoffice',
    summary: 'Feedback queue: open or answered, oldest open first, with counts',
    query: adminFeedbackQuerySchema,
    data: adminFeedbackDataSchema,
  },
  adminFeedbackAnswer: {
    auth: SUPPORT,
    tag: 'backoffice',
    summary: 'Answers a feedback (the user sees the answer)',
    description: AUDITED,
    body: adminFeedbackAnswerBodySchema,
    data: adminFeedbackRowSchema,
  },
  adminArticleList: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Articles (news, notices, help Q&A, legal) with every language’s text',
    query: adminArticlesQuerySchema,
    data: adminArticlesDataSchema,
  },
  adminArticleSave: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Creates or edits an article and its texts per language',
    description: AUDITED,
    body: adminArticleSaveBodySchema,
    data: adminArticleSchema,
  },
  adminBannerList: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Banners of the News tab, hidden ones too, with every language’s caption',
    data: adminBannersDataSchema,
  },
  adminBannerSave: {
    auth: ADMIN,
    tag: 'backoffice',
    summary:
      'Creates or edits a banner: image, target, order, shown or hidden, captions per language',
    description: `Refusals: BANNER_SLUG_TAKEN, ARTICLE_NOT_FOUND, NOT_FOUND. ${AUDITED}`,
    body: adminBannerSaveBodySchema,
    data: adminBannerSchema,
  },
  adminContentPreview: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Renders Markdown exactly as the app will show it (nothing is stored)',
    body: adminPreviewBodySchema,
    data: adminPreviewDataSchema,
  },
});
