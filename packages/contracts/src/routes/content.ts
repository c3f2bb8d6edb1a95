import {
  articleSchema,
  bannersDataSchema,
  feedbackBodySchema,
  feedbackDetailQuerySchema,
  feedbackListDataSchema,
  feedbackListQuerySchema,
  feedbackSchema,
  helpCentreDataSchema,
  newsDetailQuerySchema,
  newsListDataSchema,
  newsListQuerySchema,
  serviceLinkDataSchema,
  serviceLinkQuerySchema,
} from '../content';
import { defineRoutes } from './define';
import { contentPaths } from './content.paths';

const FALLBACK =
  'Texts are in the request’s `lang`; where an item has no version in it, English is answered with `fallback: true`.';

/** News, notices, help and legal pages are public; feedback is the caller's own. */
export const contentRoutes = defineRoutes(contentPaths, {
  newsBanners: {
    auth: 'none',
    tag: 'content',
    summary: 'Banners of the News tab carousel, in display order',
    description: FALLBACK,
    data: bannersDataSchema,
  },
  newsList: {
    auth: 'none',
    tag: 'content',
    summary: 'Articles of one category (news, notice, help, legal), newest first, paged',
    description: FALLBACK,
    query: newsListQuerySchema,
    data: newsListDataSchema,
  },
  newsDetail: {
    auth: 'none',
    tag: 'content',
    summary: 'One article by id or slug, its Markdown body rendered to sanitised HTML',
    description: `${FALLBACK} Unknown or unpublished → ARTICLE_NOT_FOUND.`,
    query: newsDetailQuerySchema,
    data: articleSchema,
  },
  helpCentre: {
    auth: 'none',
    tag: 'content',
    summary: 'Help centre: every question with its answer, grouped by topic',
    description: FALLBACK,
    data: helpCentreDataSchema,
  },
  serviceLink: {
    auth: 'none',
    tag: 'content',
    summary: 'Customer-service lookup: the URL of the support page (key=service_url)',
    description: 'data is the URL to open in a new window, or null when none is configured.',
    query: serviceLinkQuerySchema,
    data: serviceLinkDataSchema,
  },
  feedbackSubmit: {
    auth: 'user',
    tag: 'feedback',
    summary: 'Send feedback to the operators (at most 140 characters)',
    description: 'Refusals: FEEDBACK_EMPTY, FEEDBACK_TOO_LONG.',
    body: feedbackBodySchema,
    data: feedbackSchema,
  },
  feedbackList: {
    auth: 'user',
    tag: 'feedback',
    summary: 'Your own feedback, newest first, paged',
    query: feedbackListQuerySchema,
    data: feedbackListDataSchema,
  },
  feedbackDetail: {
    auth: 'user',
    tag: 'feedback',
    summary: 'One of your own feedback messages',
    description: 'Another user’s feedback answers NOT_FOUND, as if it did not exist.',
    query: feedbackDetailQuerySchema,
    data: feedbackSchema,
  },
});
