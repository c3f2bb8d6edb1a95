import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backofficeRoutes as routes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { operatorOf } from '../../plugins/auth';
import {
  answerFeedback,
  articlesForOperators,
  bannersForOperators,
  feedbackQueuePage,
  previewMarkdown,
  saveArticle,
  saveBanner,
} from '../content/content.service';
import { actorOf, audited } from './audit';
import {
  auditPage,
  type BackofficeDeps,
  findUsers,
  instrumentSettings,
  lockUserSignIn,
  saveInstrumentSettings,
  userDetail,
} from './backoffice.service';
import { changeOperatorRole, operatorList } from './operators.service';
import {
  countriesSettings,
  deliveryOffer,
  fundingSettings,
  saveCountriesSettings,
  saveDeliveryOffer,
  saveFundingSettings,
  saveSupportSettings,
  type SettingDefaults,
  supportSettings,
} from './backoffice.platform-settings';
import {
  operatorMe,
  operatorSignIn,
  operatorSignOut,
  type OperatorAuthDeps,
} from './operator-auth.service';

export type BackofficeRouteDeps = BackofficeDeps &
  OperatorAuthDeps & {
    /** config.RATE_LIMIT_LOGIN_PER_MINUTE: sign-in attempts per IP and minute. */
    loginPerMinute: number;
    /** The configured settings that apply until an operator saves one (config.ts). */
    defaults: SettingDefaults;
  };

/** /api/admin/…: every route's role check comes from the contracts table (route()). */
export const backofficeHttpRoutes: FastifyPluginAsyncZod<BackofficeRouteDeps> = async (
  app,
  deps,
) => {
  route(app, routes.adminLogin, {
    config: { rateLimit: { max: deps.loginPerMinute, timeWindow: 60_000 } },
    handler: async (request) =>
      ok(request.lang, await operatorSignIn(deps, request.body, request.ip)),
  });

  route(app, routes.adminMe, {
    handler: async (request) => ok(request.lang, await operatorMe(deps, operatorOf(request))),
  });

  route(app, routes.adminLogout, {
    handler: async (request) => {
      await operatorSignOut(deps, operatorOf(request));
      return ok(request.lang, null);
    },
  });

  route(app, routes.adminUserSearch, {
    handler: async (request) => ok(request.lang, { list: await findUsers(deps, request.query.q) }),
  });

  route(app, routes.adminUserDetail, {
    handler: async (request) => ok(request.lang, await userDetail(deps, request.query.user_id)),
  });

  route(app, routes.adminUserLock, {
    handler: async (request) =>
      ok(
        request.lang,
        await lockUserSignIn(deps, actorOf(request, deps.now), {
          userId: request.body.user_id,
          locked: request.body.locked,
        }),
      ),
  });

  route(app, routes.adminFeedbackList, {
    handler: async (request) => ok(request.lang, await feedbackQueuePage(deps.db, request.query)),
  });

  route(app, routes.adminFeedbackAnswer, {
    handler: async (request) => {
      const actor = actorOf(request, deps.now);
      const answered = await audited(deps.db, actor, 'feedback.answer', async (tx) => {
        const change = await answerFeedback(tx, {
          id: request.body.id,
          answer: request.body.answer,
          operatorId: actor.actorId,
          at: actor.now,
        });
        return { target: `feedback:${request.body.id}`, ...change, result: change.after };
      });
      return ok(request.lang, answered);
    },
  });

  route(app, routes.adminArticleList, {
    handler: async (request) =>
      ok(request.lang, await articlesForOperators(deps.db, request.query)),
  });

  route(app, routes.adminArticleSave, {
    handler: async (request) => {
      const actor = actorOf(request, deps.now);
      const saved = await audited(deps.db, actor, 'article.save', async (tx) => {
        const change = await saveArticle(tx, request.body, actor.now);
        return { target: `article:${change.after.id}`, ...change, result: change.after };
      });
      return ok(request.lang, saved);
    },
  });

  route(app, routes.adminBannerList, {
    handler: async (request) => ok(request.lang, await bannersForOperators(deps.db)),
  });

  route(app, routes.adminBannerSave, {
    handler: async (request) => {
      const actor = actorOf(request, deps.now);
      const saved = await audited(deps.db, actor, 'banner.save', async (tx) => {
        const change = await saveBanner(tx, request.body, actor.now);
        return { target: `banner:${change.after.id}`, ...change, result: change.after };
      });
      return ok(request.lang, saved);
    },
  });

  route(app, routes.adminContentPreview, {
    handler: async (request) =>
      ok(request.lang, { html: previewMarkdown(request.body.body_markdown) }),
  });

  route(app, routes.adminInstrumentList, {
    handler: async (request) => ok(request.lang, { list: instrumentSettings(deps) }),
  });

  route(app, routes.adminInstrumentSave, {
    handler: async (request) =>
      ok(
        request.lang,
        await saveInstrumentSettings(deps, actorOf(request, deps.now), request.body),
      ),
  });

  route(app, routes.adminOperatorList, {
    handler: async (request) => ok(request.lang, await operatorList(deps.db)),
  });

  route(app, routes.adminOperatorGrant, {
    handler: async (request) =>
      ok(
        request.lang,
        await changeOperatorRole(deps, actorOf(request, deps.now), request.body, true),
      ),
  });

  route(app, routes.adminOperatorRevoke, {
    handler: async (request) =>
      ok(
        request.lang,
        await changeOperatorRole(deps, actorOf(request, deps.now), request.body, false),
      ),
  });

  route(app, routes.adminDeliverySettings, {
    handler: async (request) => ok(request.lang, await deliveryOffer(deps)),
  });

  route(app, routes.adminDeliverySave, {
    handler: async (request) =>
      ok(request.lang, await saveDeliveryOffer(deps, actorOf(request, deps.now), request.body)),
  });

  route(app, routes.adminFundingSettings, {
    handler: async (request) => ok(request.lang, await fundingSettings(deps)),
  });

  route(app, routes.adminFundingSave, {
    handler: async (request) =>
      ok(request.lang, await saveFundingSettings(deps, actorOf(request, deps.now), request.body)),
  });

  route(app, routes.adminCountriesSettings, {
    handler: async (request) => ok(request.lang, await countriesSettings(deps)),
  });

  route(app, routes.adminCountriesSave, {
    handler: async (request) =>
      ok(request.lang, await saveCountriesSettings(deps, actorOf(request, deps.now), request.body)),
  });

  route(app, routes.adminSupportSettings, {
    handler: async (request) => ok(request.lang, await supportSettings(deps)),
  });

  route(app, routes.adminSupportSave, {
    handler: async (request) =>
      ok(request.lang, await saveSupportSettings(deps, actorOf(request, deps.now), request.body)),
  });

  route(app, routes.adminAuditList, {
    handler: async (request) => ok(request.lang, await auditPage(deps, request.query)),
  });
};
