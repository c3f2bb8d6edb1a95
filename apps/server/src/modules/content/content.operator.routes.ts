import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentOperatorRoutes as routes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { auditedRoute } from '../backoffice';
import { bannersForOperators, saveBanner } from './content.banners.operator';
import {
  answerFeedback,
  articlesForOperators,
  feedbackQueuePage,
  previewMarkdown,
  saveArticle,
} from './content.operator';
import type { ContentDeps } from './content.service';

/**
 * The content module's operator routes under /api/admin/…: the feedback queue (support), articles,
 * banners and the preview (admin). Roles come from the contracts table; changes are audited.
 */
export const contentOperatorHttpRoutes: FastifyPluginAsyncZod<ContentDeps> = async (app, deps) => {
  route(app, routes.adminFeedbackList, {
    handler: async (request) => ok(request.lang, await feedbackQueuePage(deps.db, request.query)),
  });

  auditedRoute(app, routes.adminFeedbackAnswer, deps, {
    action: 'feedback.answer',
    change: (tx, body, actor) =>
      answerFeedback(tx, {
        id: body.id,
        answer: body.answer,
        operatorId: actor.actorId,
        at: actor.now,
      }),
  });

  route(app, routes.adminArticleList, {
    handler: async (request) =>
      ok(request.lang, await articlesForOperators(deps.db, request.query)),
  });

  auditedRoute(app, routes.adminArticleSave, deps, {
    action: 'article.save',
    change: (tx, body, actor) => saveArticle(tx, body, actor.now),
  });

  route(app, routes.adminBannerList, {
    handler: async (request) => ok(request.lang, await bannersForOperators(deps.db)),
  });

  auditedRoute(app, routes.adminBannerSave, deps, {
    action: 'banner.save',
    change: (tx, body, actor) => saveBanner(tx, body, actor.now),
  });

  route(app, routes.adminContentPreview, {
    handler: async (request) =>
      ok(request.lang, { html: previewMarkdown(request.body.body_markdown) }),
  });
};
