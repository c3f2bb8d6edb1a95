import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityRoutes, systemRoutes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { areaList } from './identity.countries';
import { publicSettings } from './identity.defaults.service';
import type { IdentityDeps } from './identity.deps';

export const defaultsRoutes: FastifyPluginAsyncZod<{ deps: IdentityDeps }> = async (
  app,
  { deps },
) => {
  route(app, identityRoutes.areaList, {
    handler: async (request) =>
      ok(request.lang, areaList(request.lang, await deps.settings.barredCountries())),
  });

  route(app, systemRoutes.publicSettings, {
    handler: async (request) => ok(request.lang, await publicSettings(deps)),
  });
};
