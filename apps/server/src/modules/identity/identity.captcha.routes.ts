import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityRoutes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { createCaptcha } from './identity.captcha.service';
import type { IdentityDeps } from './identity.deps';
import type { RateLimitConfig } from './identity.deps';

export const captchaRoutes: FastifyPluginAsyncZod<{
  deps: IdentityDeps;
  rateLimit: RateLimitConfig;
}> = async (app, { deps, rateLimit }) => {
  route(app, identityRoutes.captcha, {
    config: rateLimit,
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(request.lang, await createCaptcha(deps));
    },
  });
};
