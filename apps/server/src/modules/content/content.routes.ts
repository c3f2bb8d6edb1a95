import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentRoutes as routes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import {
  articleDetail,
  banners,
  type ContentDeps,
  feedbackDetail,
  helpCentre,
  listNews,
  ownFeedback,
  serviceLink,
  submitFeedback,
} from './content.service';

/** News, notices, help and legal pages (public), the customer-service lookup, and feedback (own). */
export const contentHttpRoutes: FastifyPluginAsyncZod<ContentDeps> = async (app, deps) => {
  route(app, routes.newsBanners, {
    handler: async (request) => ok(request.lang, await banners(deps, request.lang)),
  });

  route(app, routes.newsList, {
    handler: async (request) => ok(request.lang, await listNews(deps, request.lang, request.query)),
  });

  route(app, routes.newsDetail, {
    handler: async (request) =>
      ok(request.lang, await articleDetail(deps, request.lang, request.query)),
  });

  route(app, routes.helpCentre, {
    handler: async (request) => ok(request.lang, await helpCentre(deps, request.lang)),
  });

  route(app, routes.serviceLink, {
    handler: async (request) => ok(request.lang, await serviceLink(deps)),
  });

  route(app, routes.feedbackSubmit, {
    handler: async (request) =>
      ok(
        request.lang,
        await submitFeedback(deps, sessionOf(request).userId, request.lang, request.body),
      ),
    // Feedback is stored for people to read: a person does not send more than a few a minute.
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
  });

  route(app, routes.feedbackList, {
    handler: async (request) =>
      ok(request.lang, await ownFeedback(deps, sessionOf(request).userId, request.query)),
  });

  route(app, routes.feedbackDetail, {
    handler: async (request) =>
      ok(request.lang, await feedbackDetail(deps, sessionOf(request).userId, request.query.id)),
  });
};
