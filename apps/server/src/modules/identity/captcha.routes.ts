import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaQuerySchema, captchaResponseSchema } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { createCaptcha } from './captcha.service';
import type { IdentityDeps, RateLimitConfig } from './identity-deps';
import { okOrFailure } from '../../lib/route-schemas';

export const captchaRoutes: FastifyPluginAsyncZod<{
  deps: IdentityDeps;
  rateLimit: RateLimitConfig;
}> = async (app, { deps, rateLimit }) => {
  app.get(
    '/captcha/api/flat',
    {
      config: rateLimit,
      schema: {
        tags: ['identity'],
        summary: 'New image captcha (registration)',
        description:
          'A 4-character image code valid 5 minutes. Send `captcha_key` and the typed `captcha` with the registration; any check uses it up, so fetch a new one after a failed registration.',
        querystring: captchaQuerySchema,
        response: okOrFailure(captchaResponseSchema),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(request.lang, await createCaptcha(deps));
    },
  );
};
