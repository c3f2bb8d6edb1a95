import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityRoutes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { setFundPassword } from './identity.fund-password.service';
import type { IdentityDeps, RateLimitConfig } from './identity.deps';
import { getUserInfo, setUserLanguage } from './identity.profile.service';
import { sessionOf } from '../../plugins/auth';

export const profileRoutes: FastifyPluginAsyncZod<{
  deps: IdentityDeps;
  /** The fund password route's own per-IP limit (product.md §15.7). */
  fundPasswordLimit: RateLimitConfig;
}> = async (app, { deps, fundPasswordLimit }) => {
  route(app, identityRoutes.userInfo, {
    handler: async (request) =>
      ok(request.lang, await getUserInfo(deps, sessionOf(request).userId)),
  });

  route(app, identityRoutes.fundPassword, {
    config: fundPasswordLimit,
    handler: async (request) =>
      ok(request.lang, await setFundPassword(deps, sessionOf(request).userId, request.body)),
  });

  route(app, identityRoutes.setLang, {
    handler: async (request, reply) => {
      const { lang } = request.body;
      // Anonymous visitors may choose too; a token that is sent must be valid.
      if (request.headers.authorization === undefined) {
        return ok(lang, { lang, saved: false });
      }
      await app.requireUser(request, reply);
      await setUserLanguage(deps, sessionOf(request).userId, lang);
      return ok(lang, { lang, saved: true });
    },
  });
};
