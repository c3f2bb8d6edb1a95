/*
 * Method and path of every HTTP endpoint of one module, and nothing else: no zod, so a screen that
 * must stay small (the home route, the shell) can call through these alone. The module's route
 * table (content.ts) adds auth, schemas and words to each entry; the key is the operationId. One file
 * per module, so a screen's chunk carries only the endpoints of the modules it calls.
 */

export const contentPaths = {
  newsBanners: { method: 'GET', path: '/api/news/benlist' },
  newsList: { method: 'GET', path: '/api/news/list' },
  newsDetail: { method: 'GET', path: '/api/news/detail' },
  helpCentre: { method: 'GET', path: '/api/news/help' },
  serviceLink: { method: 'GET', path: '/api/default/service_link' },
  feedbackSubmit: { method: 'POST', path: '/api/feedback/submit' },
  feedbackList: { method: 'GET', path: '/api/feedback/list' },
  feedbackDetail: { method: 'GET', path: '/api/feedback/detail' },
} as const;

/** Its operator endpoints (/api/admin/…); routes/content.operator.ts adds auth and schemas. */
export const contentOperatorPaths = {
  adminFeedbackList: { method: 'GET', path: '/api/admin/feedback/list' },
  adminFeedbackAnswer: { method: 'POST', path: '/api/admin/feedback/answer' },
  adminArticleList: { method: 'GET', path: '/api/admin/content/articles' },
  adminArticleSave: { method: 'POST', path: '/api/admin/content/articles/save' },
  adminBannerList: { method: 'GET', path: '/api/admin/content/banners' },
  adminBannerSave: { method: 'POST', path: '/api/admin/content/banners/save' },
  adminContentPreview: { method: 'POST', path: '/api/admin/content/preview' },
} as const;
