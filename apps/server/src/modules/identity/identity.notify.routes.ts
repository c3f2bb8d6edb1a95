import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityRoutes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import type { IdentityDeps } from './identity.deps';
import { sendCode } from './identity.notify.service';
import { type RateLimitConfig, requestContext } from './identity.deps';

export const notifyRoutes: FastifyPluginAsyncZod<{
  deps: IdentityDeps;
  rateLimit: RateLimitConfig;
}> = async (app, { deps, rateLimit }) => {
  route(app, identityRoutes.sendSms, {
    config: rateLimit,
    handler: async (request, reply) => {
      if (request.body.purpose === 'fund_password') await app.requireUser(request, reply);
      const data = await sendCode(
        deps,
        { channel: 'sms', body: request.body },
        request.session?.userId ?? null,
        requestContext(request),
      );
      return ok(request.lang, data);
    },
  });

  route(app, identityRoutes.sendEmail, {
    config: rateLimit,
    handler: async (request, reply) => {
      if (request.body.purpose === 'fund_password') await app.requireUser(request, reply);
      const data = await sendCode(
        deps,
        { channel: 'email', body: request.body },
        request.session?.userId ?? null,
        requestContext(request),
      );
      return ok(request.lang, data);
    },
  });
};
