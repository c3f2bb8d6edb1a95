import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './identity.account.routes';
import { captchaRoutes } from './identity.captcha.routes';
import { defaultsRoutes } from './identity.defaults.routes';
import { devOutboxRoutes } from './identity.dev.routes';
import { notifyRoutes } from './identity.notify.routes';
import { profileRoutes } from './identity.profile.routes';
import type { Identity } from './index';

/**
 * The identity module's routes (README.md): registration, login, codes, captcha, passwords,
 * sessions, the "me" page, language, the country list and public settings; the dev outbox.
 */
export const identityPlugin: FastifyPluginAsyncZod<{ identity: Identity }> = async (
  app,
  { identity: { deps } },
) => {
  const { config } = deps;
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
  await app.register(captchaRoutes, {
    deps,
    rateLimit: perMinute(config.RATE_LIMIT_CAPTCHA_PER_MINUTE),
  });
  await app.register(notifyRoutes, {
    deps,
    rateLimit: perMinute(config.RATE_LIMIT_CODE_PER_MINUTE),
  });
  await app.register(accountRoutes, {
    deps,
    loginLimit: perMinute(config.RATE_LIMIT_LOGIN_PER_MINUTE),
    registerLimit: perMinute(config.RATE_LIMIT_REGISTER_PER_MINUTE),
  });
  await app.register(profileRoutes, {
    deps,
    fundPasswordLimit: perMinute(config.RATE_LIMIT_FUND_PASSWORD_PER_MINUTE),
  });
  await app.register(defaultsRoutes, { deps });
  if (config.EXPOSE_OUTBOX || config.DEMO_MODE) {
    // Development, browser tests (config.ts refuses EXPOSE_OUTBOX in production) and the demo, whose
    // inbox page shows a newcomer the codes no phone or mailbox receives. Absent otherwise: 404.
    app.log.warn(
      'EXPOSE_OUTBOX or DEMO_MODE is on: /api/dev/outbox, inbox and captcha reveal codes',
    );
    await app.register(devOutboxRoutes, { deps });
  }
};
