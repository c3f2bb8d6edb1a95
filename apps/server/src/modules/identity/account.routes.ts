import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  amendPasswordBodySchema,
  amendPasswordResponseSchema,
  forgetPasswordBodySchema,
  forgetPasswordResponseSchema,
  loginBodySchema,
  logoutResponseSchema,
  registerBodySchema,
  sessionResponseSchema,
} from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { BEARER, sessionOf } from '../../plugins/auth';
import { okOrFailure } from '../../lib/route-schemas';
import { type IdentityDeps, type RateLimitConfig, requestContext } from './identity-deps';
import { login } from './login.service';
import { amendPassword, forgetPassword } from './passwords.service';
import { register } from './registration.service';
import { logout } from './sessions.service';

export const accountRoutes: FastifyPluginAsyncZod<{
  deps: IdentityDeps;
  loginLimit: RateLimitConfig;
  registerLimit: RateLimitConfig;
}> = async (app, { deps, loginLimit, registerLimit }) => {
  app.post(
    '/api/user/register',
    {
      config: registerLimit,
      schema: {
        tags: ['identity'],
        summary: 'Register by mobile number or e-mail (logs in)',
        body: registerBodySchema,
        response: okOrFailure(sessionResponseSchema),
      },
    },
    async (request) =>
      ok(request.lang, await register(deps, request.body, requestContext(request))),
  );

  app.post(
    '/api/user/login',
    {
      config: loginLimit,
      schema: {
        tags: ['identity'],
        summary: 'Log in with account and password, or with a code',
        description:
          'Five wrong passwords in a row lock the account for 15 minutes (ACCOUNT_LOCKED, data.locked_until).',
        body: loginBodySchema,
        response: okOrFailure(sessionResponseSchema),
      },
    },
    async (request) => ok(request.lang, await login(deps, request.body)),
  );

  app.post(
    '/api/user/logout',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['identity'],
        summary: 'Log out: revoke this session',
        security: BEARER,
        response: okOrFailure(logoutResponseSchema),
      },
    },
    async (request) => {
      await logout(deps, sessionOf(request).sessionId);
      return ok(request.lang, null);
    },
  );

  app.post(
    '/api/user/amend_password',
    {
      config: loginLimit,
      preHandler: app.requireUser,
      schema: {
        tags: ['identity'],
        summary: 'Change the login password (logs out other sessions)',
        security: BEARER,
        body: amendPasswordBodySchema,
        response: okOrFailure(amendPasswordResponseSchema),
      },
    },
    async (request) =>
      ok(request.lang, await amendPassword(deps, sessionOf(request), request.body)),
  );

  app.post(
    '/api/user/forget_password',
    {
      config: loginLimit,
      schema: {
        tags: ['identity'],
        summary: 'Forgot password: step "verify" (account + code), then step "reset"',
        description:
          'Step verify returns reset_token (15 minutes, single use); step reset sets the password, clears a lock and logs out every session.',
        body: forgetPasswordBodySchema,
        response: okOrFailure(forgetPasswordResponseSchema),
      },
    },
    async (request) => ok(request.lang, await forgetPassword(deps, request.body)),
  );
};
