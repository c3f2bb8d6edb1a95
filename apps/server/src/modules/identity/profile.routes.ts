import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fundPasswordBodySchema,
  fundPasswordResponseSchema,
  setLangBodySchema,
  setLangResponseSchema,
  userInfoResponseSchema,
} from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { setFundPassword } from './fund-password.service';
import type { IdentityDeps } from './identity-deps';
import { getUserInfo, setUserLanguage } from './profile.service';
import { okOrFailure } from '../../lib/route-schemas';
import { BEARER, OPTIONAL_BEARER, sessionOf } from '../../plugins/auth';

export const profileRoutes: FastifyPluginAsyncZod<{ deps: IdentityDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/user/info',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['identity'],
        summary: 'The logged-in user\'s profile ("me" page)',
        security: BEARER,
        response: okOrFailure(userInfoResponseSchema),
      },
    },
    async (request) => ok(request.lang, await getUserInfo(deps, sessionOf(request).userId)),
  );

  app.post(
    '/api/user/fund_password',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['identity'],
        summary: 'Set or change the fund password with a code (anQuan)',
        security: BEARER,
        body: fundPasswordBodySchema,
        response: okOrFailure(fundPasswordResponseSchema),
      },
    },
    async (request) =>
      ok(request.lang, await setFundPassword(deps, sessionOf(request).userId, request.body)),
  );

  app.post(
    '/api/lang/set',
    {
      schema: {
        tags: ['identity'],
        summary: 'Choose the language (stored on the account when a token is sent)',
        security: OPTIONAL_BEARER,
        body: setLangBodySchema,
        response: okOrFailure(setLangResponseSchema),
      },
    },
    async (request, reply) => {
      const { lang } = request.body;
      // Anonymous visitors may choose too; a token that is sent must be valid.
      if (request.headers.authorization === undefined) {
        return ok(lang, { lang, saved: false });
      }
      await app.requireUser(request, reply);
      await setUserLanguage(deps, sessionOf(request).userId, lang);
      return ok(lang, { lang, saved: true });
    },
  );
};
