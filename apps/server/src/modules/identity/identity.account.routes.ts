import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityRoutes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import type { IdentityDeps } from './identity.deps';
import { readDeviceCookie, setDeviceCookie } from './identity.device-tokens';
import { login } from './identity.login.service';
import { amendPassword, forgetPassword } from './identity.passwords.service';
import { register } from './identity.registration.service';
import { type RateLimitConfig, requestContext } from './identity.deps';
import { sessionOf } from '../../plugins/auth';
import { listSessions, logout, revokeOwn } from './identity.sessions.service';

export const accountRoutes: FastifyPluginAsyncZod<{
  deps: IdentityDeps;
  loginLimit: RateLimitConfig;
  registerLimit: RateLimitConfig;
}> = async (app, { deps, loginLimit, registerLimit }) => {
  route(app, identityRoutes.register, {
    config: registerLimit,
    handler: async (request) =>
      ok(request.lang, await register(deps, request.body, requestContext(request))),
  });

  route(app, identityRoutes.login, {
    config: loginLimit,
    handler: async (request, reply) => {
      const device = readDeviceCookie(request, 'app');
      const signedIn = await login(deps, request.body, requestContext(request), device);
      setDeviceCookie(request, reply, 'app', signedIn.deviceToken);
      return ok(request.lang, signedIn.session);
    },
  });

  route(app, identityRoutes.logout, {
    handler: async (request) => {
      await logout(deps, sessionOf(request).sessionId);
      return ok(request.lang, null);
    },
  });

  route(app, identityRoutes.sessions, {
    handler: async (request) => ok(request.lang, await listSessions(deps, sessionOf(request))),
  });

  route(app, identityRoutes.revokeSession, {
    handler: async (request) =>
      ok(request.lang, await revokeOwn(deps, sessionOf(request), request.body.session_id)),
  });

  route(app, identityRoutes.amendPassword, {
    config: loginLimit,
    handler: async (request) =>
      ok(request.lang, await amendPassword(deps, sessionOf(request), request.body)),
  });

  route(app, identityRoutes.forgetPassword, {
    config: loginLimit,
    handler: async (request) => ok(request.lang, await forgetPassword(deps, request.body)),
  });
};
