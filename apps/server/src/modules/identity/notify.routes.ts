import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCodeResponseSchema, sendEmailBodySchema, sendSmsBodySchema } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { okOrFailure } from '../../lib/route-schemas';
import { type IdentityDeps, type RateLimitConfig, requestContext } from './identity-deps';
import { sendCode } from './notify.service';

const DESCRIPTION =
  'Sends a 6-digit code valid 10 minutes (5 wrong tries, single use). One code per destination per 60 s ' +
  '(CODE_RESEND_TOO_SOON with data.retry_after_seconds). Purpose fund_password needs the bearer token and ' +
  "goes to the account's own number/address.";

export const notifyRoutes: FastifyPluginAsyncZod<{
  deps: IdentityDeps;
  rateLimit: RateLimitConfig;
}> = async (app, { deps, rateLimit }) => {
  app.post(
    '/api/notify/send_sms',
    {
      config: rateLimit,
      schema: {
        tags: ['identity'],
        summary: 'Send a verification code by SMS',
        description: DESCRIPTION,
        body: sendSmsBodySchema,
        response: okOrFailure(sendCodeResponseSchema),
      },
    },
    async (request, reply) => {
      if (request.body.purpose === 'fund_password') await app.requireUser(request, reply);
      const data = await sendCode(
        deps,
        { channel: 'sms', body: request.body },
        request.session?.userId ?? null,
        requestContext(request),
      );
      return ok(request.lang, data);
    },
  );

  app.post(
    '/api/notify/send_email',
    {
      config: rateLimit,
      schema: {
        tags: ['identity'],
        summary: 'Send a verification code by e-mail',
        description: DESCRIPTION,
        body: sendEmailBodySchema,
        response: okOrFailure(sendCodeResponseSchema),
      },
    },
    async (request, reply) => {
      if (request.body.purpose === 'fund_password') await app.requireUser(request, reply);
      const data = await sendCode(
        deps,
        { channel: 'email', body: request.body },
        request.session?.userId ?? null,
        requestContext(request),
      );
      return ok(request.lang, data);
    },
  );
};
